/**
 * Where stored files physically live (docs/decisions/0011-storage-drivers.md). A driver knows
 * keys and bytes, nothing else: which key a "/storage/..." path maps to, what is public, what an
 * image is, all stay in server/storage/index.ts, so both drivers keep one set of rules.
 *
 * Keys are "/"-separated relative names such as `uploads/services/<hex>.webp`. The file driver
 * puts them under its folder, the S3 driver under its bucket and optional prefix.
 */
import type { Readable } from "node:stream";

export type StoredObject = { key: string; size: number };
export type ObjectBody = { body: Readable; size: number };

export interface StorageDriver {
  /** Where the files go, for logs and the backup manifest; never carries credentials. */
  readonly location: string;
  /** Stores small bytes under key, replacing any; a reader never sees a half-written file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a local file under key, as put does, streaming it: uploads and encoded images reach
   * storage this way, never whole in memory. With `move` the driver may take the file itself
   * (the file driver renames it into place); the caller still removes it when it is left over.
   */
  putFile(
    key: string,
    file: string,
    contentType: string,
    options?: { move?: boolean },
  ): Promise<void>;
  /** The file's bytes as a stream, or null when no regular file is stored under key. */
  get(key: string): Promise<ObjectBody | null>;
  /** Removes the file under key; a missing one is not an error, a folder is never removed. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with prefix (a folder, ending in "/"), dot-files left out. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Releases connections (the S3 client's sockets); the file driver has none. */
  close(): void;
}

// Each segment: letters, digits, ".", "_", "-"; never "." or "..", so no key climbs out.
const KEY_SEGMENT = /^[A-Za-z0-9._-]+$/;

export function isKey(key: string): boolean {
  const segments = typeof key === "string" ? key.split("/") : [];
  return (
    segments.length > 0 && segments.every((s) => KEY_SEGMENT.test(s) && s !== "." && s !== "..")
  );
}

/** Drivers refuse any key that could leave their root, whoever built it. */
export function assertKey(key: string): void {
  if (!isKey(key)) throw new TypeError(`invalid storage key: ${JSON.stringify(key)}`);
}

/** What list() reports: valid keys without dot-named parts (temp files, probes). */
export function isListed(key: string): boolean {
  return isKey(key) && !key.split("/").some((s) => s.startsWith("."));
}

/** A prefix for list(): empty (everything) or keys' leading folders ending in "/". */
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
