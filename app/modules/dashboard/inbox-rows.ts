// The parts of an inbox row the provider answers as nested records (docs/conventions.md,
// "The inbox"), read without trusting their shape: the screen and the CSV export both use them.
import type { Row } from "./provider.server";

/** A reply or an internal note. */
export type Written = { id: number; body: string; created_at: string; admin: { username: string } };
export type Assignee = { id: number; username: string };

function isWritten(value: unknown): value is Written {
  return typeof value === "object" && value !== null && "body" in value && "admin" in value;
}

export const writtenOf = (value: unknown): Written[] =>
  Array.isArray(value) ? value.filter(isWritten) : [];

export function assigneeOf(row: Row): Assignee | null {
  const value = row.assignee;
  return typeof value === "object" && value !== null && "id" in value && "username" in value
    ? { id: Number(value.id), username: String(value.username) }
    : null;
}
