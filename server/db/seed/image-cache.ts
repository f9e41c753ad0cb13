// Seed pictures are the same drawings on every first start, and encoding their AVIF variants is
// most of a seed's time (ADR 0015). SEED_IMAGE_CACHE names a folder where the encoded files are
// kept under a hash of the drawing and the encoder's settings: the test suites, which seed many
// fresh databases, set it; a deployment seeds once and leaves it unset.
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { ENCODING } from "../../storage/variants.js";

/** Files of one picture by suffix (".webp", ".thumb.webp", "-320.avif"...): where each lies. */
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
  // Written aside, then renamed: a concurrent seed reads a whole entry or none.
  const staging = await mkdtemp(path.join(folder, ".staging-"));
  for (const [name, file] of files) await copyFile(file, path.join(staging, name));
  await rename(staging, entry).catch(() => rm(staging, { recursive: true, force: true }));
  return files;
}
