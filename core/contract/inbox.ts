// The inbox's records as the dashboard reads them (docs/conventions.md, "The inbox"): contact
// messages and service requests, each with the sender's account, its assignee, and the replies
// and internal notes written on it (server/db/inbox.ts builds them).
import { z } from "zod";
import { INBOX_STATUSES } from "../dashboard/inbox.js";
import { SERVICE_REQUEST_TYPES } from "./lists.js";
import { id } from "./content-shape.js";
import { staffMember } from "./records.js";

const stamp = z.string();
const account = z.object({ id, username: z.string(), email: z.string() });

/** A reply mailed to the sender, or a staff member's internal note: who wrote it, when, what. */
export const inboxWritten = z.object({ id, body: z.string(), created_at: stamp, admin: account });

const common = {
  id,
  info: z.string(),
  phone: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  /** The sender's language: replies and receipts are mailed in it. */
  lang: z.enum(["ar", "en"]),
  read: z.boolean(),
  read_at: stamp.nullable(),
  created_at: stamp,
  /** The signed-in sender's account, or null for a visitor. */
  user_id: id.nullable(),
  user: account.nullable(),
  assignee_id: id.nullable(),
  assignee: staffMember.nullable(),
  replies: z.array(inboxWritten),
  notes: z.array(inboxWritten),
};

export const contactMessage = z.object({
  ...common,
  name: z.string(),
  email: z.string(),
  contact_reason: z.string(),
});

/** Its file is private: admins fetch it from the dashboard's file route (docs/conventions.md). */
export const serviceRequest = z.object({
  ...common,
  type: z.enum(SERVICE_REQUEST_TYPES),
  name: z.string().nullable(),
  email: z.string().nullable(),
  info_file: z.string().nullable(),
  file: z
    .object({
      path: z.string(),
      name: z.string().nullable(),
      mime: z.string().nullable(),
      size: z.number().nullable(),
    })
    .nullable(),
});

/** Each inbox table's record. */
export const INBOX_RECORDS = {
  contact_messages: contactMessage,
  service_requests: serviceRequest,
};

export type InboxWritten = z.infer<typeof inboxWritten>;
export type ContactMessage = z.infer<typeof contactMessage>;
export type ServiceRequest = z.infer<typeof serviceRequest>;
