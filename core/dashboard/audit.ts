// The audit log's sections, shared by the provider (which records them) and the dashboard.
import { CONTENT_KEYS, CONTENT_ENTITIES, type ContentTable } from "../content/registry";

const OTHER_ENTITIES = [
  "jobs",
  "skills",
  "tags",
  "users",
  "invitations",
  "contact_messages",
  "service_requests",
  "settings",
] as const;

export type AuditEntity = ContentTable | (typeof OTHER_ENTITIES)[number];

/** In the menu's order: the log's sections and, but for the settings, what the statistics count. */
export const AUDIT_ENTITIES: readonly [AuditEntity, ...AuditEntity[]] = [
  CONTENT_ENTITIES[CONTENT_KEYS[0]].audit.entity,
  ...CONTENT_KEYS.slice(1).map((key) => CONTENT_ENTITIES[key].audit.entity),
  ...OTHER_ENTITIES,
];

export function auditLabel(entity: string): string {
  const content = CONTENT_KEYS.find((key) => CONTENT_ENTITIES[key].audit.entity === entity);
  return content ? CONTENT_ENTITIES[content].audit.label : `audit.entities.${entity}`;
}
