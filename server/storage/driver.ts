// A driver knows keys and bytes only; what is public and what an image is stay in ./index.ts, so
// both drivers keep one set of rules (ADR 0011).
import type { Readable } from "node:stream";

export type StoredObject = { key: string; size: number };
export type ObjectBody = { body: Readable; size: number };

export interface StorageDriver {
  /** Never carries credentials: it goes to logs and the backup manifest. */
  readonly location: string;
  /** A reader never sees a half-written file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** With `move` the driver may take the file itself; the caller still removes what is left. */
  putFile(
    key: string,
    file: string,
    contentType: string,
    options?: { move?: boolean },
  ): Promise<void>;
  get(key: string): Promise<ObjectBody | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Makes what earlier versions stored as private as it is stored now; returns how many it changed. */
  tightenPrivate?(): Promise<number>;
  close(): void;
}

// Never "." or "..", so no key climbs out.
const KEY_SEGMENT = /^[A-Za-z0-9._-]+$/;

export function isKey(key: string): boolean {
  const segments = typeof key === "string" ? key.split("/") : [];
  return (
    segments.length > 0 && segments.every((s) => KEY_SEGMENT.test(s) && s !== "." && s !== "..")
  );
}

export function assertKey(key: string): void {
  if (!isKey(key)) throw new TypeError(`invalid storage key: ${JSON.stringify(key)}`);
}

export function isListed(key: string): boolean {
  return isKey(key) && !key.split("/").some((s) => s.startsWith("."));
}

export function assertPrefix(prefix: string): void {
  if (prefix === "") return;
  if (!prefix.endsWith("/")) throw new TypeError(`a list prefix ends with "/": ${prefix}`);
  assertKey(prefix.slice(0, -1));
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
