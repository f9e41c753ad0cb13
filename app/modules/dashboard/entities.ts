// Data only, shared by the server and the components; the content entities come from their
// registry, the others are stated here (spec §3, §7).

import { CONTENT_KEYS } from "~core/content/keys";
import { byContentKey, type ContentEntity } from "~core/content/registry";
import type { ColumnDef, EntityConfig, EntityKey, FieldDef } from "~core/dashboard/entity-types";

export type {
  ColumnDef,
  EntityConfig,
  EntityKey,
  FieldDef,
  FieldKind,
  OptionSource,
} from "~core/dashboard/entity-types";

export const isCreatable = (config: EntityConfig) => config.creatable !== false;

const names: FieldDef[] = [
  { name: "ar_name", kind: "text", dir: "rtl", required: true },
  { name: "en_name", kind: "text", dir: "ltr", required: true },
];
const nameColumn: ColumnDef = { kind: "localized", field: "name", label: "name" };
const byName = { kind: "localized", field: "name" } as const;

function screenOf(entity: ContentEntity): EntityConfig {
  return {
    key: entity.key,
    path: entity.dashboardPath,
    fields: entity.fields,
    columns: entity.workflow
      ? [
          ...entity.columns.filter((c) => c.kind !== "date"),
          { kind: "status" },
          ...entity.columns.filter((c) => c.kind === "date"),
        ]
      : entity.columns,
    order: entity.order,
    deletable: entity.deletable,
    creatable: entity.creatable,
    label: entity.label,
    cachePrefixes: entity.cacheKeys,
    workflow: entity.workflow,
  };
}

const CONTENT_SCREENS = byContentKey(screenOf);

export const ENTITIES: Record<EntityKey, EntityConfig> = {
  ...CONTENT_SCREENS,
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
      // The stored table name ("posts") shown as the screen's name in the page's language.
      { kind: "badge", field: "table", label: "table", prefix: "counts" },
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
    // The provider refuses the admin's own account and the last admin.
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
};

// The entities whose screen is the generic list, all served by `routes/dashboard.$entity.tsx`;
// tags, users and jobs have routes of their own, which Remix ranks first.
export const LIST_SCREENS: readonly EntityKey[] = [...CONTENT_KEYS, "skills"];

/** The list screen a `/dashboard/<segment>` address names, in any case, as Remix matches paths. */
export function listScreenOf(segment: string | undefined): EntityKey | null {
  const path = `/dashboard/${segment ?? ""}`.toLowerCase();
  return LIST_SCREENS.find((key) => ENTITIES[key].path.toLowerCase() === path) ?? null;
}

export function formFieldNames(config: EntityConfig): string[] {
  return config.fields.flatMap((field) =>
    field.kind === "requirements" ? ["ar_requirements", "en_requirements"] : [field.name],
  );
}

export function isRequired(field: FieldDef, isNew: boolean): boolean {
  return Boolean(field.required || (isNew && field.requiredOnCreate));
}

/** Spec §5. */
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "svg", "webp"] as const;
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(",");

export function isAllowedImage(file: { name: string; type?: string }): boolean {
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return false;
  // A renamed PDF still reports a PDF type.
  return !file.type || file.type.startsWith("image/");
}
