// Encoding the seed pictures' variants is most of a seed's time (ADR 0015): the test suites, which
// seed many fresh databases, keep them in SEED_IMAGE_CACHE.
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { ENCODING } from "../../storage/variants.js";

export type SeedFiles = Map<string, string>;

export async function cachedSeedFiles(
  folder: string | undefined,
  drawing: string,
  make: () => Promise<SeedFiles>,
): Promise<SeedFiles> {
  if (!folder) return make();
  const key = createHash("sha256").update(ENCODING).update(drawing).digest("hex").slice(0, 32);
  const entry = path.join(folder, key);
  try {
    const names = await readdir(entry);
    const files: SeedFiles = new Map();
    for (const name of names) files.set(name, path.join(entry, name));
    if (files.size) return files;
  } catch {
    // not cached yet
  }
  const files = await make();
  await mkdir(folder, { recursive: true });
  // Renamed into place: a concurrent seed reads a whole entry or none.
  const staging = await mkdtemp(path.join(folder, ".staging-"));
  for (const [name, file] of files) await copyFile(file, path.join(staging, name));
  await rename(staging, entry).catch(() => rm(staging, { recursive: true, force: true }));
  return files;
}
