// The bulk actions a dashboard list offers (docs/conventions.md, "List tools"): plain data the
// loader, the action and the list's bulk form share.
import type { EntityConfig } from "./entity-types";
import { listToolsOf } from "./list-tools";

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const isBulkAction = (value: unknown): value is BulkAction =>
  (BULK_ACTIONS as readonly unknown[]).includes(value);

/** The actions a list offers: delete where rows may be deleted, publishing where they have a status (docs/publishing.md). */
export function bulkActionsOf(config: EntityConfig): BulkAction[] {
  if (!listToolsOf(config.key)) return [];
  return BULK_ACTIONS.filter((action) =>
    action === "delete" ? config.deletable : Boolean(config.workflow),
  );
}
