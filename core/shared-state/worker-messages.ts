// What the app's worker processes (ADR 0033) tell each other through their primary, which passes
// every such message on to the other workers unread. No imports: both the app and the app's
// primary (server/) bundle it.

export const WORKER_CHANNEL = "company-site:workers";

export type WorkerNews =
  // A save or a new message (ADR 0004), where no PostgreSQL channel carries it.
  | { kind: "announcement"; payload: string }
  // The provider timed out: calls fail at once until then (0: it answers again).
  | { kind: "provider-hung"; until: number };

export type WorkerMessage = WorkerNews & { channel: typeof WORKER_CHANNEL };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== "object" || value === null) return false;
  if (!("channel" in value) || value.channel !== WORKER_CHANNEL || !("kind" in value)) return false;
  if (value.kind === "announcement") return "payload" in value && typeof value.payload === "string";
  if (value.kind === "provider-hung") return "until" in value && typeof value.until === "number";
  return false;
}
