// docs/conventions.md, "List tools".
import type { EntityConfig } from "~core/dashboard/entity-types";
import { listToolsOf } from "~core/dashboard/list-tools";

export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const isBulkAction = (value: unknown): value is BulkAction =>
  (BULK_ACTIONS as readonly unknown[]).includes(value);

export function bulkActionsOf(config: EntityConfig): BulkAction[] {
  if (!listToolsOf(config.key)) return [];
  return BULK_ACTIONS.filter((action) =>
    action === "delete" ? config.deletable : Boolean(config.workflow),
  );
}
