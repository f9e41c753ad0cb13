// Long texts appear by name only, and secrets never with a value.

const SHOWN = new Set([
  "ar_name",
  "en_name",
  "ar_title",
  "en_title",
  "title",
  "table",
  "username",
  "email",
  "role",
  "type",
  "link",
  "skills",
  "phone",
  "phone2",
  "whatsapp",
  "ar_company_name",
  "en_company_name",
  "featured_services",
  "country",
  "city",
  "category_id",
  "service_id",
  "parent_id",
  "read",
  "ar_role",
  "en_role",
  "sort",
  "status",
  "assignee",
]);
const SECRET = /pass|token|secret|hash/i;
const VALUE_MAX = 40;
export const SUMMARY_MAX = 500;

type Values = Record<string, unknown>;

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  return Array.isArray(value) ? value.join(",") : String(value);
}

function clip(value: string, max: number): string {
  const chars = [...value.replace(/[^\S\u00a0]+/g, " ").trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** A value's own "; " and " → " keep a no-break space, so the line splits back exactly. */
const shown = (value: unknown) =>
  (clip(text(value), VALUE_MAX) || "—").replace(/(;|→) /g, "$1\u00a0");

function part(
  field: string,
  before: unknown,
  after: unknown,
  mode: "create" | "update" | "delete",
) {
  if (SECRET.test(field)) return "password";
  if (!SHOWN.has(field)) return field;
  if (mode === "update") return `${field}: ${shown(before)} → ${shown(after)}`;
  return `${field}: ${shown(mode === "create" ? after : before)}`;
}

/** `extra`: changes found outside the columns, such as replaced images. */
export function summarize(before: Values | null, after: Values | null, extra: string[] = []) {
  const mode = !before ? "create" : !after ? "delete" : "update";
  const fields = Object.keys(mode === "delete" ? before! : after!);
  const parts: string[] = [];
  for (const field of fields) {
    const old = before?.[field];
    const now = after?.[field];
    if (mode === "update" && text(old) === text(now)) continue;
    if (mode === "create" && text(now) === "") continue;
    if (mode === "delete" && (!SHOWN.has(field) || text(old) === "")) continue;
    const line = part(field, old, now, mode);
    if (!parts.includes(line)) parts.push(line);
  }
  for (const name of extra) if (!parts.includes(name)) parts.push(name);
  return clip(parts.join("; "), SUMMARY_MAX);
}
