// The content entities' fields, each stated once with its literal name and kind, so the row
// types (server/db/content-rows.ts), the contract's records (core/contract/content-shape.ts),
// the list tools (core/dashboard/list-tools.ts) and the dashboard's forms are all read from
// here. Data only, no imports but types: the browser's dashboard bundle includes it.
import type { FieldDef } from "../dashboard/entity-types";
import type { ContentKey } from "./keys";

type Lang = "ar" | "en";

/** Keeps a definition's literal types (its name and kind) for the types derived from it. */
const field = <const F extends FieldDef>(definition: F): F => definition;

const dirOf = <L extends Lang>(lang: L) => (lang === "ar" ? "rtl" : "ltr");

const name = <L extends Lang>(lang: L) =>
  field({
    name: `${lang}_name`,
    kind: "text",
    lang,
    dir: dirOf(lang),
    required: true,
    max: 255,
    sortable: true,
  });
/** An item page's address per language (slug.ts): under the name, made from it when empty.
 * Ours only (another provider has none), and not searched: it is made of the name. */
const slug = <L extends Lang>(lang: L) =>
  field({
    name: `${lang}_slug`,
    kind: "text",
    lang,
    dir: dirOf(lang),
    max: 80,
    ours: true,
    searchable: false,
    sitsWith: "name",
  });
const info = <L extends Lang>(lang: L) =>
  field({ name: `${lang}_info`, kind: "rich", lang, dir: dirOf(lang), required: true });

const names = [name("ar"), name("en")];
const named = [name("ar"), slug("ar"), name("en"), slug("en")];
const infos = [info("ar"), info("en")];

export const CONTENT_FIELDS = {
  categories: [...names, field({ name: "image", kind: "images" })],
  services: [
    ...named,
    ...infos,
    field({ name: "category_id", kind: "select", options: "categories", required: true }),
    field({ name: "image", kind: "images", multiple: true }),
  ],
  projects: [
    ...named,
    ...infos,
    field({ name: "link", kind: "url", dir: "ltr" }),
    field({ name: "skills", kind: "text", max: 500 }),
    field({ name: "service_id", kind: "select", options: "services", required: true }),
    field({ name: "image", kind: "images", multiple: true }),
  ],
  posts: [
    ...named,
    ...infos,
    field({ name: "requirements", kind: "requirements" }),
    field({ name: "image", kind: "images" }),
  ],
  faqs: [
    field({ ...name("ar"), label: "faq_fields.ar_name" }),
    field({ ...name("en"), label: "faq_fields.en_name" }),
    field({ name: "ar_answer", kind: "rich", lang: "ar", dir: "rtl", required: true }),
    field({ name: "en_answer", kind: "rich", lang: "en", dir: "ltr", required: true }),
  ],
  team: [
    ...names,
    field({
      name: "ar_role",
      kind: "text",
      lang: "ar",
      dir: "rtl",
      required: true,
      max: 255,
      sortable: true,
    }),
    field({
      name: "en_role",
      kind: "text",
      lang: "en",
      dir: "ltr",
      required: true,
      max: 255,
      sortable: true,
    }),
    field({ name: "sort", kind: "number", dir: "ltr", min: 0, max: 1_000_000, sortable: true }),
    field({ name: "image", kind: "images" }),
  ],
  pages: [
    field({ name: "key", kind: "text", dir: "ltr", required: true, readOnly: true }),
    field({ name: "ar_title", kind: "text", lang: "ar", dir: "rtl", required: true, max: 255 }),
    field({ name: "en_title", kind: "text", lang: "en", dir: "ltr", required: true, max: 255 }),
    field({ name: "ar_body", kind: "rich", lang: "ar", dir: "rtl", required: true, max: 100_000 }),
    field({ name: "en_body", kind: "rich", lang: "en", dir: "ltr", required: true, max: 100_000 }),
  ],
} satisfies Record<ContentKey, FieldDef[]>;

/** Skills (spec §5, the jobs' skills) are no content entity but have names all the same. */
export const SKILL_FIELDS = [
  field({ name: "ar_name", kind: "text", dir: "rtl", required: true, max: 255 }),
  field({ name: "en_name", kind: "text", dir: "ltr", required: true, max: 255 }),
];

/** One entity's fields as a union of their literal definitions. */
export type ContentFieldOf<K extends ContentKey> = (typeof CONTENT_FIELDS)[K][number];

/** Kinds that are no column of the entity's own row (image rows, requirement rows). */
export type ChildKind = "images" | "requirements" | "multiselect";
