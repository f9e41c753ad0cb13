// The shapes of the dashboard's entity configs (entities.ts): fields, columns, screens.

export type FieldKind =
  | "text"
  | "email"
  | "number"
  | "tel"
  | "url"
  | "password"
  | "textarea"
  | "rich"
  | "select"
  | "multiselect"
  | "images"
  | "requirements";

export type OptionSource =
  "categories" | "services" | "parents" | "skills" | "user_types" | "roles";

export type FieldDef = {
  name: string;
  kind: FieldKind;
  /** The language the value is written in: its status needs it (docs/publishing.md). */
  lang?: "ar" | "en";
  /** Text direction of the value (ar_* fields are Arabic whatever the interface language). */
  dir?: "rtl" | "ltr";
  /** The label's key in the dashboard namespace, when not `fields.<name>`. */
  label?: string;
  /** Characters (text) or the largest value (number), checked by the provider. */
  max?: number;
  min?: number;
  required?: boolean;
  /** Required only when creating (a user's password). */
  requiredOnCreate?: boolean;
  options?: OptionSource;
  /** Images: several files (services, projects) or one (categories, posts). */
  multiple?: boolean;
  /** An empty select entry ("none"): a job without parent is a root. */
  allowEmpty?: boolean;
  /** Shown and sent but not edited: which page is being edited. */
  readOnly?: boolean;
};

export type ColumnDef =
  | { kind: "thumb" }
  | { kind: "localized"; field: string; label: string }
  | { kind: "text"; field: string; label: string }
  | { kind: "relation"; field: string; label: string }
  | { kind: "badge"; field: string; label: string; prefix: string }
  | { kind: "date"; field?: "updated_at" }
  /** Each language's status and a publish time still ahead (docs/publishing.md). */
  | { kind: "status" };

export type EntityKey =
  | "categories"
  | "services"
  | "projects"
  | "posts"
  | "faqs"
  | "skills"
  | "tags"
  | "users"
  | "jobs"
  | "team"
  | "pages";

export type EntityConfig = {
  key: EntityKey;
  path: string;
  fields: FieldDef[];
  columns: ColumnDef[];
  /** Spec §4: these admin lists add new items at the end, the others at the front. */
  order: "oldest" | "newest";
  deletable: boolean;
  /** False for a fixed set of records (the pages): no "add" and no search. */
  creatable?: boolean;
  /** How a row is named in the confirm dialog. */
  label: { kind: "localized"; field: string } | { kind: "text"; field: string };
  /** Spec §5 (job form): every input must be filled before anything is sent. */
  requireAll?: boolean;
  /** Public content: the site's provider cache is dropped after a change. */
  cachePrefixes?: string[];
  /** Status per language and a publish time (app/modules/content/registry.ts). */
  workflow?: boolean;
};
