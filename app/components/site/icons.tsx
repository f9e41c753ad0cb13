// One sprite file of our own origin: the paths stay out of the page's script (docs/performance.md,
// "First visit"), and the browser fetches and caches them once.
import sprite from "./icons.svg";

export type IconName =
  | "globe"
  | "pen"
  | "code"
  | "bolt"
  | "shield"
  | "clock"
  | "users"
  | "check"
  | "arrow"
  | "arrow-up"
  | "chevron"
  | "search"
  | "brand";

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
