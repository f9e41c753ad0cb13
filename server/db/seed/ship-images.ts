// Run by the build (server/build.mjs), bundled beside the image worker it forks: every demo
// picture encoded once into the folder that ships with the bundle (ADR 0020). An entry already
// there is kept, since its key names what it was made from; any other is removed.
import { availableParallelism } from "node:os";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createImagePool, type ImagePool } from "../../storage/image-pool.js";
import { withTempFiles } from "../../storage/temp.js";
import { demoDrawings } from "./drawings.js";
import { SHIPPED_SEED_IMAGES, readEntry, seedImageKey, writeEntry } from "./image-cache.js";
import { drawingSuffixes, encodeDrawing } from "./images.js";

/** Written last: a folder without it was left half made (`npm start` builds again). */
export const SEED_IMAGES_MANIFEST = "manifest.json";
// No visitor waits on the build: a loaded build machine gets far more than the 20 s a job.
const BUILD_TIME_LIMIT_MS = 300_000;

export async function shipSeedImages(folder: string, images: ImagePool) {
  const drawings = Object.values(demoDrawings()).flat(2);
  const wanted = new Map(drawings.map((drawing) => [seedImageKey(drawing.svg), drawing]));
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(folder)) {
    if (!wanted.has(name)) await rm(path.join(folder, name), { recursive: true, force: true });
  }
  let encoded = 0;
  await Promise.all(
    [...wanted].map(async ([key, drawing]) => {
      if (await readEntry(folder, key, drawingSuffixes(drawing))) return;
      await withTempFiles(async (temp) =>
        writeEntry(folder, key, await encodeDrawing(images, temp, drawing)),
      );
      encoded++;
    }),
  );
  const manifest = { pictures: [...wanted.keys()] };
  await writeFile(path.join(folder, SEED_IMAGES_MANIFEST), `${JSON.stringify(manifest)}\n`);
  return { pictures: wanted.size, encoded };
}

/** The build's step: every core, since nothing else runs then. */
export async function buildSeedImages(folder = SHIPPED_SEED_IMAGES) {
  const images = createImagePool({
    workers: availableParallelism(),
    timeLimitMs: BUILD_TIME_LIMIT_MS,
  });
  try {
    return await shipSeedImages(folder, images);
  } finally {
    await images.close();
  }
}
