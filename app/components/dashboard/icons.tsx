// One sprite of <symbol>s per page, each icon a <use> of it, as the Epic Stack does
// (docs/performance.md). Decorative: the link text names the entry.
const PATHS: Record<string, string> = {
  home: "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10",
  categories: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  services: "M14 6l4 4-8 8H6v-4zM12 8l4 4",
  projects: "M3 7h18v13H3zM8 7V4h8v3",
  posts: "M5 3h14v18H5zM8 7h8M8 11h8M8 15h5",
  faqs: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01",
  jobs: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  skills: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  tags: "M3 12V4h8l10 10-8 8zM7.5 7.5h.01",
  users:
    "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8",
  team: "M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 20v-1a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v1",
  pages: "M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7",
  notifications: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  audit: "M9 3h6v3H9zM9 4.5H5V21h14V4.5h-4M8.5 11h7M8.5 15h7M8.5 19h4",
  settings: "M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4",
  plus: "M12 5v14M5 12h14",
  edit: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4",
  close: "M6 6l12 12M18 6L6 18",
  menu: "M4 7h16M4 12h16M4 17h16",
  back: "M15 6l-6 6 6 6",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
};

const symbolId = (name: string) => `icon-${Object.hasOwn(PATHS, name) ? name : "home"}`;

const SYMBOLS = Object.entries(PATHS)
  .map(
    ([name, d]) =>
      `<symbol id="${symbolId(name)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"></path></symbol>`,
  )
  .join("");

/** Once per page, before any Icon. */
export function IconSprite() {
  return (
    <svg
      className="visually-hidden"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: SYMBOLS }}
    />
  );
}

export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={name === "back" ? "icon-directional" : undefined}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
