// A save refused because the record changed after its form was opened (ADR 0022): what the form
// says about it, and where the other version can be seen without losing what was typed.
import { CONTENT_ENTITIES, isContentKey } from "~core/content/registry";
import { providerFetch } from "~/modules/provider/client.server";
import type { EditConflict } from "~/modules/provider/errors";
import type { EntityConfig } from "./entities";
import type { Call } from "./provider.server";
import { hasHistory, type Revision } from "./revisions.server";

export type ConflictNotice = {
  /** The stored stamp: the form sends it next, so saving again replaces the other version. */
  updated_at: string;
  by: string | null;
  at: string;
  /** Opened in a new tab: the form keeps the typed text. */
  href: string;
  place: "history" | "audit";
};

/** For what has no history of its own: its entries in the audit log. */
export function auditConflict(entity: string, conflict: EditConflict): ConflictNotice {
  return {
    updated_at: conflict.updated_at,
    by: conflict.changed_by,
    at: conflict.changed_at,
    href: `/dashboard/audit?entity=${entity}`,
    place: "audit",
  };
}

export async function conflictNotice(
  config: EntityConfig,
  call: Call,
  id: number,
  conflict: EditConflict,
): Promise<ConflictNotice> {
  if (!hasHistory(config)) {
    const entity = isContentKey(config.key)
      ? CONTENT_ENTITIES[config.key].audit.entity
      : config.key;
    return auditConflict(entity, conflict);
  }
  // Newest first: the other version, then the one before it, which this form was opened on.
  const listed = await providerFetch<{ data: Revision[] }>({
    ...call,
    path: `dashboard/${config.key}/revisions`,
    body: { id },
  });
  const opened = listed.ok ? listed.body.data[1] : undefined;
  const compare = opened ? `&revision=${opened.id}#revision-compare` : "";
  return {
    ...auditConflict(config.key, conflict),
    href: `${config.path}?edit=${id}${compare}`,
    place: "history",
  };
}
