// What each dashboard screen manages: its fields (the provider's names, spec §3 and §7), the
// columns of its table and where new items land. Shared by the server (forms to the provider)
// and the components (forms and tables), so it holds data only, never server code.

import type { ColumnDef, EntityConfig, EntityKey, FieldDef } from "./entity-types";

export type {
  ColumnDef,
  EntityConfig,
  EntityKey,
  FieldDef,
  FieldKind,
  OptionSource,
} from "./entity-types";

/** Records that cannot be added: the screen has no "add" button and no search. */
export const isCreatable = (config: EntityConfig) => config.creatable !== false;

const names: FieldDef[] = [
  { name: "ar_name", kind: "text", dir: "rtl", required: true },
  { name: "en_name", kind: "text", dir: "ltr", required: true },
];
const infos: FieldDef[] = [
  { name: "ar_info", kind: "rich", dir: "rtl", required: true },
  { name: "en_info", kind: "rich", dir: "ltr", required: true },
];
const nameColumn: ColumnDef = { kind: "localized", field: "name", label: "name" };
const byName = { kind: "localized", field: "name" } as const;

export const ENTITIES: Record<EntityKey, EntityConfig> = {
  categories: {
    key: "categories",
    path: "/dashboard/categories",
    fields: [...names, { name: "image", kind: "images" }],
    columns: [{ kind: "thumb" }, nameColumn, { kind: "date" }],
    order: "oldest",
    deletable: true,
    label: byName,
    cachePrefixes: ["categories"],
  },
  services: {
    key: "services",
    path: "/dashboard/services",
    fields: [
      ...names,
      ...infos,
      { name: "category_id", kind: "select", options: "categories", required: true },
      { name: "image", kind: "images", multiple: true },
    ],
    columns: [
      { kind: "thumb" },
      nameColumn,
      { kind: "relation", field: "category", label: "category_id" },
      { kind: "date" },
    ],
    order: "oldest",
    deletable: true,
    label: byName,
    cachePrefixes: ["services", "categories"],
  },
  projects: {
    key: "projects",
    path: "/dashboard/projects",
    fields: [
      ...names,
      ...infos,
      { name: "link", kind: "url", dir: "ltr" },
      { name: "skills", kind: "text" },
      { name: "service_id", kind: "select", options: "services", required: true },
      { name: "image", kind: "images", multiple: true },
    ],
    columns: [
      { kind: "thumb" },
      nameColumn,
      { kind: "relation", field: "service", label: "service_id" },
      { kind: "date" },
    ],
    order: "oldest",
    deletable: true,
    label: byName,
    cachePrefixes: ["projects", "services"],
  },
  posts: {
    key: "posts",
    path: "/dashboard/posts",
    fields: [
      ...names,
      ...infos,
      { name: "requirements", kind: "requirements" },
      { name: "image", kind: "images" },
    ],
    columns: [{ kind: "thumb" }, nameColumn, { kind: "date" }],
    order: "oldest",
    deletable: true,
    label: byName,
    cachePrefixes: ["ads"],
  },
  faqs: {
    key: "faqs",
    path: "/dashboard/FAQs",
    fields: [
      ...names,
      { name: "ar_answer", kind: "rich", dir: "rtl", required: true },
      { name: "en_answer", kind: "rich", dir: "ltr", required: true },
    ],
    columns: [{ kind: "localized", field: "name", label: "question" }, { kind: "date" }],
    order: "oldest",
    deletable: true,
    label: byName,
    cachePrefixes: ["faqs"],
  },
  skills: {
    key: "skills",
    path: "/dashboard/skills",
    fields: names,
    columns: [nameColumn, { kind: "date" }],
    order: "newest",
    deletable: true,
    label: byName,
  },
  tags: {
    key: "tags",
    path: "/dashboard/tags",
    fields: [
      { name: "table", kind: "text", dir: "ltr", required: true },
      { name: "title", kind: "text", required: true },
      { name: "description", kind: "textarea" },
    ],
    columns: [
      { kind: "text", field: "title", label: "title" },
      { kind: "text", field: "table", label: "table" },
      { kind: "text", field: "description", label: "description" },
      { kind: "date" },
    ],
    order: "newest",
    deletable: true,
    label: { kind: "text", field: "title" },
  },
  users: {
    key: "users",
    path: "/dashboard/users",
    fields: [
      { name: "username", kind: "text", dir: "ltr", required: true },
      { name: "email", kind: "email", dir: "ltr", required: true },
      { name: "phone", kind: "tel", dir: "ltr" },
      { name: "country", kind: "text" },
      { name: "city", kind: "text" },
      { name: "type", kind: "select", options: "user_types", required: true },
      { name: "role", kind: "select", options: "roles", required: true },
      { name: "password", kind: "password", requiredOnCreate: true },
      { name: "password_confirmation", kind: "password", requiredOnCreate: true },
    ],
    columns: [
      { kind: "text", field: "username", label: "username" },
      { kind: "text", field: "email", label: "email" },
      { kind: "badge", field: "type", label: "type", prefix: "user_types" },
      { kind: "badge", field: "role", label: "role", prefix: "roles" },
      { kind: "date" },
    ],
    order: "newest",
    // Our provider adds dashboard/users/delete; it refuses the admin's own account and the
    // last admin, and the reason comes back as the error toast.
    deletable: true,
    label: { kind: "text", field: "username" },
  },
  jobs: {
    key: "jobs",
    path: "/dashboard/jobs",
    fields: [
      { name: "ar_title", kind: "text", dir: "rtl", required: true },
      { name: "en_title", kind: "text", dir: "ltr", required: true },
      { name: "ar_description", kind: "rich", dir: "rtl", required: true },
      { name: "en_description", kind: "rich", dir: "ltr", required: true },
      { name: "parent_id", kind: "select", options: "parents", allowEmpty: true },
      { name: "skills", kind: "multiselect", options: "skills", required: true },
    ],
    columns: [
      { kind: "localized", field: "title", label: "title" },
      { kind: "relation", field: "parent", label: "parent_id" },
      { kind: "date" },
    ],
    order: "newest",
    deletable: true,
    label: { kind: "localized", field: "title" },
    requireAll: true,
  },
  team: {
    key: "team",
    path: "/dashboard/team",
    fields: [
      ...names,
      { name: "ar_role", kind: "text", dir: "rtl", required: true },
      { name: "en_role", kind: "text", dir: "ltr", required: true },
      { name: "sort", kind: "number", dir: "ltr" },
      { name: "image", kind: "images" },
    ],
    columns: [
      { kind: "thumb" },
      nameColumn,
      { kind: "localized", field: "role", label: "role" },
      { kind: "text", field: "sort", label: "sort" },
    ],
    order: "oldest",
    deletable: true,
    label: byName,
    cachePrefixes: ["team"],
  },
  pages: {
    key: "pages",
    path: "/dashboard/pages",
    fields: [
      { name: "key", kind: "text", dir: "ltr", required: true, readOnly: true },
      { name: "ar_title", kind: "text", dir: "rtl", required: true },
      { name: "en_title", kind: "text", dir: "ltr", required: true },
      { name: "ar_body", kind: "rich", dir: "rtl", required: true },
      { name: "en_body", kind: "rich", dir: "ltr", required: true },
    ],
    columns: [
      { kind: "localized", field: "title", label: "title" },
      { kind: "text", field: "key", label: "key" },
      { kind: "date", field: "updated_at" },
    ],
    order: "oldest",
    deletable: false,
    creatable: false,
    label: { kind: "localized", field: "title" },
    cachePrefixes: ["pages"],
  },
};

/** The conform names of a form's fields (requirement rows become their two lists). */
export function formFieldNames(config: EntityConfig): string[] {
  return config.fields.flatMap((field) =>
    field.kind === "requirements" ? ["ar_requirements", "en_requirements"] : [field.name],
  );
}

export function isRequired(field: FieldDef, isNew: boolean): boolean {
  return Boolean(field.required || (isNew && field.requiredOnCreate));
}

/** Spec §5: png, jpg, jpeg, gif, svg and webp only. */
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "svg", "webp"] as const;
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(",");

export function isAllowedImage(file: { name: string; type?: string }): boolean {
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return false;
  // A browser that reports a type must report an image one (a renamed PDF still says pdf).
  return !file.type || file.type.startsWith("image/");
}
