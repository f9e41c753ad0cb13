// What the admin posted, as the provider's form data; pure, so it is unit tested without one.
import { plainMarkOf, plainToHtml } from "~/modules/content/plain-text";
import type { EntityConfig } from "./entities";

const INDEXED = /^(.+)\[(\d+)\]$/;

function isFile(value: FormDataEntryValue): value is File {
  return typeof value !== "string";
}

/** conform's list names (`name[0]`, ...) at their index; gaps are "". */
export function indexedValues(source: FormData, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of source.entries()) {
    const match = INDEXED.exec(key);
    // The cap keeps a forged `name[999999]` from allocating a huge list.
    if (match && match[1] === name && typeof value === "string" && Number(match[2]) < 100) {
      values[Number(match[2])] = value;
    }
  }
  return Array.from(values, (value) => value ?? "");
}

export function requirementPairs(source: FormData): [string, string][] {
  const ar = indexedValues(source, "ar_requirements");
  const en = indexedValues(source, "en_requirements");
  const pairs: [string, string][] = [];
  for (let i = 0; i < Math.max(ar.length, en.length); i++) {
    const pair: [string, string] = [(ar[i] ?? "").trim(), (en[i] ?? "").trim()];
    if (pair[0] || pair[1]) pairs.push(pair);
  }
  return pairs;
}

/** Rich text posted from the textarea that stands in for the editor without JS, as HTML. */
export function withPlainRichText(config: EntityConfig, source: FormData): FormData {
  const plain = config.fields.filter(
    (field) => field.kind === "rich" && source.get(plainMarkOf(field.name)) === "1",
  );
  if (!plain.length) return source;
  const out = new FormData();
  for (const [key, value] of source.entries()) {
    const field = plain.find((f) => f.name === key);
    out.append(key, field && typeof value === "string" ? plainToHtml(value) : value);
  }
  for (const field of plain) out.delete(plainMarkOf(field.name));
  return out;
}

/** An empty file input still posts one nameless, empty part. */
export function postedFiles(source: FormData, name: string): File[] {
  return source
    .getAll(name)
    .filter(isFile)
    .filter((file) => file.size > 0 || file.name !== "");
}

export function toProviderFormData(
  config: EntityConfig,
  source: FormData,
  id: number | null,
): FormData {
  const out = new FormData();
  if (id) out.append("id", String(id));
  // The stamp the form was opened with: the provider refuses it once stale (ADR 0022).
  const stamp = source.get("updated_at");
  if (id && typeof stamp === "string" && stamp) out.append("updated_at", stamp);
  for (const field of config.fields) {
    switch (field.kind) {
      case "images": {
        const files = postedFiles(source, field.name);
        const name = field.multiple ? `${field.name}[]` : field.name;
        for (const file of field.multiple ? files : files.slice(0, 1)) out.append(name, file);
        break;
      }
      case "requirements": {
        for (const [ar, en] of requirementPairs(source)) {
          out.append("ar_requirements[]", ar);
          out.append("en_requirements[]", en);
        }
        break;
      }
      case "multiselect": {
        for (const value of source.getAll(field.name)) {
          if (typeof value === "string" && value.trim()) out.append(`${field.name}[]`, value);
        }
        break;
      }
      case "password": {
        // Left empty on an edit: the provider keeps the current password.
        const value = source.get(field.name);
        if (typeof value === "string" && value !== "") out.append(field.name, value);
        break;
      }
      default: {
        const value = source.get(field.name);
        out.append(field.name, typeof value === "string" ? value.trim() : "");
      }
    }
  }
  return out;
}

/** Spec §5 (job form): nothing is saved while any input is empty. */
export function emptyInputs(config: EntityConfig, source: FormData): string[] {
  return config.fields
    .filter((field) => field.required)
    .filter((field) => {
      const values = source.getAll(field.name).filter((v): v is string => typeof v === "string");
      // The editor leaves empty paragraphs behind.
      return !values.some((value) => value.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "");
    })
    .map((field) => field.name);
}

export function withoutFiles(source: FormData): FormData {
  const out = new FormData();
  for (const [key, value] of source.entries())
    if (typeof value === "string") out.append(key, value);
  return out;
}

/** "Add row" / "remove row N" without JS. */
export function changeRows(source: FormData, intent: string): { data: FormData; rows: number } {
  const data = withoutFiles(source);
  const ar = indexedValues(data, "ar_requirements");
  const en = indexedValues(data, "en_requirements");
  let rows = Math.max(ar.length, en.length);
  if (intent === "add-row") rows += 1;
  const removed = /^remove-row-(\d+)$/.exec(intent);
  if (removed) {
    const index = Number(removed[1]);
    ar.splice(index, 1);
    en.splice(index, 1);
    rows = Math.max(0, rows - 1);
  }
  for (const key of [...data.keys()]) if (/^(ar|en)_requirements\[/.test(key)) data.delete(key);
  for (let i = 0; i < rows; i++) {
    data.set(`ar_requirements[${i}]`, ar[i] ?? "");
    data.set(`en_requirements[${i}]`, en[i] ?? "");
  }
  return { data, rows };
}
