import type { ContentKey } from "../content/keys";

export type FieldKind =
  | "text"
  | "email"
  | "number"
  | "tel"
  | "url"
  /** An IANA time zone name (core/time/zone.ts). */
  | "timezone"
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
  /** Its status needs it (docs/publishing.md). */
  lang?: "ar" | "en";
  /** ar_* fields are Arabic whatever the interface language. */
  dir?: "rtl" | "ltr";
  /** When not `fields.<name>`. */
  label?: string;
  /** Characters (text) or the largest value (number). */
  max?: number;
  min?: number;
  required?: boolean;
  requiredOnCreate?: boolean;
  options?: OptionSource;
  multiple?: boolean;
  /** An empty "none" entry: a job without parent is a root. */
  allowEmpty?: boolean;
  readOnly?: boolean;
  /** Ours only: absent from another provider's answer (core/contract/content-shape.ts). */
  ours?: boolean;
  /** False keeps a text field out of the list's search (core/dashboard/list-tools.ts). */
  searchable?: boolean;
  /** The dashboard's list sorts by it (a text one by its folded `<name>_key` column). */
  sortable?: boolean;
  /** The base of the translated pair it is shown in, under that language's field (a slug under
   * the name): never a pair, nor copied, of its own. */
  sitsWith?: string;
};

export type ColumnDef =
  | { kind: "thumb" }
  | { kind: "localized"; field: string; label: string }
  | { kind: "text"; field: string; label: string }
  | { kind: "relation"; field: string; label: string }
  | { kind: "badge"; field: string; label: string; prefix: string }
  | { kind: "date"; field?: "updated_at" }
  | { kind: "status" };

/** The content entities of the registry and the dashboard's other screens. */
export type EntityKey = ContentKey | "skills" | "tags" | "users" | "jobs";

export type EntityConfig = {
  key: EntityKey;
  path: string;
  fields: FieldDef[];
  columns: ColumnDef[];
  /** Spec §4: where new items land. */
  order: "oldest" | "newest";
  deletable: boolean;
  /** False for a fixed set of records (the pages): no "add" and no search. */
  creatable?: boolean;
  label: { kind: "localized"; field: string } | { kind: "text"; field: string };
  /** Spec §5 (job form): every input must be filled before anything is sent. */
  requireAll?: boolean;
  cachePrefixes?: string[];
  workflow?: boolean;
};
