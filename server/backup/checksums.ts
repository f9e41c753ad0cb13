// Every file of a backup has its sha256 in the manifest; a restore checks them all before it
// replaces anything, so a damaged backup is refused whole (docs/deploy.md, "Backups").
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { FILES_FOLDER, SECRETS, type StoredManifest } from "./manifest.js";

export type Measured = { size: number; sha256: string };

/** A pass-through for a stream pipeline that hashes and counts what goes by. */
export function measuring() {
  const hash = createHash("sha256");
  let size = 0;
  return {
    async *pass(source: AsyncIterable<Uint8Array>) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    result: (): Measured => ({ size, sha256: hash.digest("hex") }),
  };
}

export async function measureFile(file: string): Promise<Measured> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

type Expected = { name: string; size?: number; sha256?: string };

function expectedFiles(manifest: StoredManifest, withSecrets: boolean): Expected[] {
  const two = manifest.format === 2 ? manifest : undefined;
  const files: Expected[] = [{ name: manifest.database, sha256: two?.database_sha256 }];
  if (withSecrets) files.push({ name: SECRETS, sha256: two?.secrets_sha256 });
  for (const file of manifest.files) {
    files.push({
      name: `${FILES_FOLDER}/${file.key}`,
      size: file.size,
      sha256: "sha256" in file ? file.sha256 : undefined,
    });
  }
  return files;
}

async function problemWith(folder: string, expected: Expected): Promise<string | undefined> {
  const file = path.join(folder, ...expected.name.split("/"));
  const found = await (expected.sha256 ? measureFile(file) : stat(file)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    },
  );
  if (!found) return `${expected.name}: missing from the backup`;
  if (expected.size !== undefined && found.size !== expected.size) {
    return `${expected.name}: size differs from the manifest (backup damaged)`;
  }
  if (expected.sha256 && "sha256" in found && found.sha256 !== expected.sha256) {
    return `${expected.name}: checksum mismatch (backup damaged)`;
  }
  return undefined;
}

/** Names every file that is missing or differs from the manifest (format 1: sizes only). */
export async function verifyBackup(
  folder: string,
  manifest: StoredManifest,
  options: { secrets: boolean },
): Promise<void> {
  const problems: string[] = [];
  for (const expected of expectedFiles(manifest, options.secrets)) {
    const problem = await problemWith(folder, expected);
    if (problem) problems.push(problem);
  }
  if (problems.length === 0) return;
  const shown = problems.slice(0, 10).join("; ");
  const more = problems.length > 10 ? ` (and ${problems.length - 10} more)` : "";
  throw new Error(`${shown}${more}; nothing was restored`);
}
