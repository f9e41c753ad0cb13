// "Compare with now" (docs/publishing.md, "History and undo delete"), in the values a reader
// compares: rich text as words, relations by name.
import { formatDate } from "./format";
import { plainText } from "~core/search/fold";
import type { EntityConfig } from "./entities";
import type { Option, Row } from "./provider.server";

type Loose = Record<string, unknown>;

/** server/db/revisions.ts */
export type RevisionRecord = {
  row: Loose;
  children: string | null;
  images: { path: string; thumb: string }[];
};

export type DiffRow =
  | { kind: "text"; field: string; dir: "rtl" | "ltr" | "auto"; then: string; now: string }
  | { kind: "images"; field: string; then: string[]; now: string[] };

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const words = (html: unknown) => plainText(text(html)).replace(/\s+/g, " ").trim();

const thumbs = (value: unknown) =>
  Array.isArray(value)
    ? value.flatMap((image: unknown) =>
        image && typeof image === "object" && "thumb" in image ? [String(image.thumb)] : [],
      )
    : [];

function pairs(value: unknown): string {
  if (!Array.isArray(value)) return "";
  return value
    .map((pair: unknown) => {
      const p = (pair ?? {}) as Loose;
      return `${text(p.ar_requirement)} — ${text(p.en_requirement)}`;
    })
    .join("\n");
}

function requirementsOf(children: string | null): unknown {
  try {
    return children ? JSON.parse(children) : [];
  } catch {
    return [];
  }
}

export function diffRows(
  config: EntityConfig,
  revision: RevisionRecord,
  now: Row,
  options: Partial<Record<string, Option[]>>,
  locale: string,
  timeZone: string,
): DiffRow[] {
  const rows: DiffRow[] = [];
  const name = (source: string | undefined, id: unknown) => {
    const option = options[source ?? ""]?.find((o) => o.value === text(id));
    if (!option) return text(id) ? `#${text(id)}` : "";
    return locale === "ar" ? option.ar || option.en : option.en || option.ar;
  };
  for (const field of config.fields) {
    if (field.kind === "images") {
      const then = revision.images.map((i) => i.thumb);
      const current = thumbs(now.images);
      if (then.join() !== current.join())
        rows.push({ kind: "images", field: field.name, then, now: current });
      continue;
    }
    let then: string;
    let current: string;
    if (field.kind === "requirements") {
      then = pairs(requirementsOf(revision.children));
      current = pairs(now.requirements);
    } else if (field.kind === "select") {
      then = name(field.options, revision.row[field.name]);
      current = name(field.options, now[field.name]);
    } else if (field.kind === "rich") {
      then = words(revision.row[field.name]);
      current = words(now[field.name]);
    } else {
      then = text(revision.row[field.name]);
      current = text(now[field.name]);
    }
    if (then !== current)
      rows.push({ kind: "text", field: field.name, dir: field.dir ?? "auto", then, now: current });
  }
  if (config.workflow) {
    // The schedule as the dashboard shows it: in the site's time zone.
    const shown = (field: string, value: unknown) =>
      field === "publish_at" ? formatDate(value, locale, true, timeZone) : text(value);
    for (const field of ["ar_status", "en_status", "publish_at"]) {
      const then = shown(field, revision.row[field]);
      const current = shown(field, now[field]);
      if (then !== current) rows.push({ kind: "text", field, dir: "ltr", then, now: current });
    }
  }
  return rows;
}
