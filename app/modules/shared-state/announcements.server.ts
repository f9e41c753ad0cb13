// Saves reach the other replicas' caches (ADRs 0004, 0007) over LISTEN/NOTIFY, and this replica's
// other worker processes (ADR 0033) through the same channel or, on SQLite, through their primary.
// One process alone on SQLite has no one to tell, and announcing does nothing.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { log } from "~/modules/log/log.server";
import { sharedDatabaseUrl, sharedPool } from "./postgres.server";
import { onOtherWorkers, tellOtherWorkers } from "./workers.server";

export type Announcement =
  { kind: "content"; prefixes: string[] } | { kind: "messages" } | { kind: "missed" };

type Handler = (announcement: Announcement) => void;

const CHANNEL = "company_site_events";
const RETRY_MAX_MS = 10_000;
// This process's own announcements come back on the channel; it has acted on them already.
const origin = randomUUID();
const handlers = new Set<Handler>();
let listening = false;

export function announce(announcement: Announcement): void {
  const pool = sharedPool();
  const payload = JSON.stringify({ ...announcement, origin });
  if (!pool) {
    tellOtherWorkers({ kind: "announcement", payload });
    return;
  }
  pool.query("select pg_notify($1, $2)", [CHANNEL, payload]).catch((error: unknown) => {
    // The others then catch up within their cache TTL (ADR 0004).
    log("warn", { source: "app", message: "announcement not sent", error: String(error) });
  });
}

export function onAnnouncement(handler: Handler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function listenForAnnouncements(): void {
  if (listening) return;
  listening = true;
  const url = sharedDatabaseUrl();
  if (url) void listen(url, 0);
  else
    onOtherWorkers((news) => {
      const announcement = news.kind === "announcement" ? parseAnnouncement(news.payload) : null;
      if (announcement) deliver(announcement);
    });
}

function deliver(announcement: Announcement) {
  for (const handler of handlers) {
    try {
      handler(announcement);
    } catch (error) {
      log("error", { source: "app", message: "announcement handler failed", error: String(error) });
    }
  }
}

function parseAnnouncement(payload: string | undefined): Announcement | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<Announcement> & { origin?: string };
    if (value.origin === origin) return null;
    if (value.kind === "messages" || value.kind === "missed") return { kind: value.kind };
    if (value.kind === "content" && Array.isArray(value.prefixes))
      return { kind: "content", prefixes: value.prefixes.filter((p) => typeof p === "string") };
  } catch {
    // Not ours.
  }
  return null;
}

/** After a reconnect the replica may have missed saves: its handlers hear "missed". */
async function listen(url: string, failures: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, keepAlive: true });
  let retried = false;
  const retry = () => {
    if (retried) return;
    retried = true;
    client.end().catch(() => {});
    const delay = Math.min(RETRY_MAX_MS, 250 * 2 ** failures);
    setTimeout(() => void listen(url, failures + 1), delay).unref();
  };
  client.on("error", retry);
  client.on("end", retry);
  client.on("notification", (message) => {
    if (message.channel !== CHANNEL) return;
    const announcement = parseAnnouncement(message.payload);
    if (announcement) deliver(announcement);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    if (failures === 0)
      log("warn", {
        source: "app",
        message: "not listening for announcements yet",
        error: String(error),
      });
    retry();
    return;
  }
  if (failures > 0) deliver({ kind: "missed" });
  failures = 0;
}
