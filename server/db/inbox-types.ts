// Row types of the inbox: contact messages, service requests, and what staff write on them
// (docs/conventions.md, "The inbox").
import type { ColumnType, Generated } from "kysely";
import type { InboxStatus } from "../../core/dashboard/inbox.js";
import type { ServiceRequestType } from "../../core/contract/lists.js";
import type { Lang } from "../i18n/index.js";

type Id = Generated<number>;
type Created = ColumnType<string, string | undefined, never>;

export interface ContactMessagesTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  contact_reason: string;
  info: string;
  read_at: string | null;
  created_at: Created;
  user_id: number | null;
  status: Generated<InboxStatus>;
  lang: Generated<Lang>;
  /** Folded sender and message (server/db/inbox-search.ts); never in an answer. */
  search_text: string | null;
  /** The staff member working on it (migration 0017); null: nobody yet. */
  assignee_id: number | null;
}

export interface ServiceRequestsTable {
  id: Id;
  user_id: number | null;
  type: ServiceRequestType;
  info: string;
  file_path: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  read_at: string | null;
  created_at: Created;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: Generated<InboxStatus>;
  lang: Generated<Lang>;
  /** Folded sender and message (server/db/inbox-search.ts); never in an answer. */
  search_text: string | null;
  /** The staff member working on it (migration 0017); null: nobody yet. */
  assignee_id: number | null;
}

export type InboxTable = "contact_messages" | "service_requests";

/** A reply mailed to the sender (`inbox_replies`, migration 0007) or a staff's internal note,
 * never mailed (`inbox_notes`, migration 0017): the same columns. */
export interface InboxWrittenTable {
  id: Id;
  message_table: InboxTable;
  message_id: number;
  admin_id: number;
  admin_name: string;
  admin_email: string;
  body: string;
  created_at: Created;
}
