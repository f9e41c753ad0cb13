// docs/deploy.md, "Backups": manifest.json is written last; a folder without one is never
// restored. Format 2 adds a sha256 of every file; format 1 (sizes only) is still read.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { isKey } from "../storage/driver.js";
import { PRIVATE_AREA, PUBLIC_AREA } from "../storage/index.js";
import { writePrivateFile } from "./private-files.js";

// The backup folder: the manifest, the dump, secrets.json and files/<area>/<key>.
export const MANIFEST = "manifest.json";
export const SECRETS = "secrets.json";
export const FILES_FOLDER = "files";
export const AREAS = [PUBLIC_AREA, PRIVATE_AREA] as const;
export const FORMAT = 2;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "not a sha256 checksum");
// A name inside the backup folder: nothing in a manifest may point outside it.
const plainName = z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/, "not a plain file name");
const storedKey = z
  .string()
  .refine(
    (key) => isKey(key) && (AREAS as readonly string[]).includes(key.split("/")[0]),
    "not a stored file's key",
  );
const size = z.number().int().nonnegative();

const common = {
  created_at: z.string(),
  engine: z.enum(["sqlite", "postgres"]),
  database: plainName,
  /** No credentials. */
  storage: z.string(),
  counts: z.object({
    tables: z.record(z.number()).optional(),
    files: z.record(z.number()),
    bytes: z.number(),
  }),
  secrets: z.boolean(),
};

const formatOne = z.object({
  format: z.literal(1),
  ...common,
  files: z.array(z.object({ key: storedKey, size })),
});

const formatTwo = z
  .object({
    format: z.literal(FORMAT),
    ...common,
    database_sha256: sha256,
    secrets_sha256: sha256.optional(),
    files: z.array(z.object({ key: storedKey, size, sha256 })),
  })
  .refine((m) => m.secrets === (m.secrets_sha256 !== undefined), {
    message: "secrets and secrets_sha256 disagree",
    path: ["secrets_sha256"],
  });

export type Manifest = z.infer<typeof formatTwo>;
export type OldManifest = z.infer<typeof formatOne>;
export type StoredManifest = Manifest | OldManifest;
export type BackedUpFile = Manifest["files"][number];

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writePrivateFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(from: string): Promise<StoredManifest> {
  const file = path.join(path.resolve(from), MANIFEST);
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) throw new Error(`${from} holds no ${MANIFEST}: not a finished backup`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is damaged or truncated (not JSON: ${(error as Error).message}): nothing was restored`,
    );
  }
  const format =
    typeof parsed === "object" && parsed !== null && "format" in parsed ? parsed.format : undefined;
  if (format !== 1 && format !== FORMAT) {
    throw new Error(`${file}: unknown backup format ${JSON.stringify(format)}`);
  }
  const checked = (format === 1 ? formatOne : formatTwo).safeParse(parsed);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw new Error(
      `${file} is damaged (${issue.path.join(".") || "the whole file"}: ${issue.message}): nothing was restored`,
    );
  }
  return checked.data;
}
