// The content tables' row types, derived from the registry's fields (core/content/fields.ts):
// a field that is a column of the entity's own row is one here, with the folded sort key of a
// sortable text field (server/db/list-keys.ts). Adding a field to the registry adds its column
// here; its migration adds it to the database (docs/conventions.md, "Adding a field").
import type { ColumnType, Generated } from "kysely";
import type { ChildKind, ContentFieldOf } from "../../core/content/fields.js";
import type { ContentKey } from "../../core/content/keys.js";
import type { PageKey } from "../../core/contract/lists.js";
import type { ContentColumns, Folded } from "./content-columns.js";

type Created = ColumnType<string, string | undefined, never>;
/** A number the form may leave out: its migration gives the column a default. */
type Defaulted = ColumnType<number, number | undefined, number>;

type Numeric = { kind: "number" | "select" };
type ColumnOf<F> = F extends Numeric
  ? F extends { required: true }
    ? number
    : Defaulted
  : F extends { required: true }
    ? string
    : string | null;

type Stored<D> = Exclude<D, { kind: ChildKind }>;
type NameOf<F> = F extends { name: infer N extends string } ? N : never;

/** The columns of fields `D` (a union of definitions): each stored field and its sort key. */
export type ColumnsOf<D> = { [F in Stored<D> as NameOf<F>]: ColumnOf<F> } & {
  [F in Extract<Stored<D>, { sortable: true; kind: "text" }> as `${NameOf<F>}_key`]: Folded;
};

/** A content entity's own row; `pages` has no workflow (its addresses are in every footer). */
export type ContentRow<K extends Exclude<ContentKey, "pages">> = {
  id: Generated<number>;
  created_at: Created;
} & ColumnsOf<ContentFieldOf<K>> &
  ContentColumns;

/** An editable page of the site (About and the three legal pages), bodies as sanitised HTML. */
export type PageRow = { id: Generated<number>; created_at: Created; key: PageKey } & Omit<
  ColumnsOf<ContentFieldOf<"pages">>,
  "key"
> & { updated_at: ColumnType<string, string | undefined, string> };
