// Encoding the demo pictures is nearly all of a seed's time (ADR 0015), so the build does it once:
// every drawing's files in server/dist/seed-images, which ships with the bundle and is only read
// at run time (ADR 0020). A drawing missing there is encoded at first start, and kept in
// SEED_IMAGE_CACHE when that is set (the test suites, which seed many databases).
import { createHash } from "node:crypto";
import { chmod, copyFile, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SEED_DRAW } from "../../storage/image-jobs.js";
import { ENCODING } from "../../storage/variants.js";

/** A drawing's encoded files by suffix (".webp", ".thumb.webp", "-640.avif"...). */
export type SeedFiles = Map<string, string>;
export type SeedImageFolders = { shipped?: string; cache?: string };

// The bundle reads the folder beside it (server/dist/index.js); the TypeScript source (tests,
// `npm run dev`) reads the one the last build made.
const fromSource = import.meta.url.endsWith(".ts");
export const SHIPPED_SEED_IMAGES = fileURLToPath(
  new URL(fromSource ? "../../dist/seed-images" : "./seed-images", import.meta.url),
);

/** Names what the files were made from, so a folder never serves another encoder's output. */
export function seedImageKey(svg: string): string {
  return createHash("sha256")
    .update(ENCODING)
    .update(JSON.stringify(SEED_DRAW))
    .update(svg)
    .digest("hex")
    .slice(0, 32);
}

export async function readEntry(
  folder: string,
  key: string,
  suffixes: string[],
): Promise<SeedFiles | null> {
  const entry = path.join(folder, key);
  const names = new Set(await readdir(entry).catch((): string[] => []));
  if (!suffixes.every((suffix) => names.has(suffix))) return null;
  return new Map(suffixes.map((suffix) => [suffix, path.join(entry, suffix)]));
}

/**
 * Renamed into place: a concurrent reader sees a whole entry or none. Readable by all: the
 * container runs as another user than the build that wrote it (Dockerfile).
 */
export async function writeEntry(folder: string, key: string, files: SeedFiles): Promise<void> {
  await mkdir(folder, { recursive: true });
  const staging = await mkdtemp(path.join(folder, ".staging-"));
  await chmod(staging, 0o755);
  for (const [suffix, file] of files) {
    await copyFile(file, path.join(staging, suffix));
    await chmod(path.join(staging, suffix), 0o644);
  }
  await rename(staging, path.join(folder, key)).catch(() =>
    rm(staging, { recursive: true, force: true }),
  );
}

/** The shipped folder first (never written: root's in the container), then the cache. */
export async function seedFiles(
  folders: SeedImageFolders,
  svg: string,
  suffixes: string[],
  make: () => Promise<SeedFiles>,
): Promise<SeedFiles> {
  const key = seedImageKey(svg);
  for (const folder of [folders.shipped, folders.cache]) {
    const found = folder ? await readEntry(folder, key, suffixes) : null;
    if (found) return found;
  }
  const files = await make();
  if (folders.cache) await writeEntry(folders.cache, key, files);
  return files;
}
