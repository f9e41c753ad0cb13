// Stored like uploads (ADR 0016), from the files the build encoded ahead (ADR 0020).
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import type { ImagePool } from "../../storage/image-pool.js";
import { contentTypeFor, keyFor, type Storage } from "../../storage/index.js";
import { withTempFiles, type TempFiles } from "../../storage/temp.js";
import { encodeVariants, variantPlan } from "../../storage/variants.js";
import type { ImageOut } from "../records.js";
import type { Drawing } from "./drawings.js";
import { seedFiles, type SeedFiles, type SeedImageFolders } from "./image-cache.js";

// Any name of the stored pictures' form: the encoded files are kept by suffix.
const STEM = "/storage/seed/000000000000000000000000";

/** Main picture, thumbnail and variants (ADR 0015), as suffixes of the stored name. */
export function drawingSuffixes(drawing: Drawing): string[] {
  const plan = variantPlan(`${STEM}.webp`, drawing.width, drawing.height) ?? [];
  const variants = plan.map((v) => v.path.slice(STEM.length)).filter((s) => s !== ".webp");
  return [".webp", ".thumb.webp", ...variants];
}

export async function encodeDrawing(
  images: ImagePool,
  temp: TempFiles,
  drawing: Drawing,
): Promise<SeedFiles> {
  const input = temp.path(".svg");
  await writeFile(input, drawing.svg);
  const main = temp.path(".webp");
  const thumb = temp.path(".webp");
  await images.run({ op: "draw", input, main, thumb });
  const encoded = await encodeVariants(images, temp, `${STEM}.webp`, main, drawing);
  const files: SeedFiles = new Map([
    [".webp", main],
    [".thumb.webp", thumb],
  ]);
  for (const f of encoded.files) files.set(f.path.slice(STEM.length), f.file);
  return files;
}

export async function storeDrawing(
  storage: Pick<Storage, "driver" | "images">,
  drawing: Drawing,
  folders: SeedImageFolders,
): Promise<ImageOut> {
  const stem = `/storage/${drawing.folder}/${randomBytes(12).toString("hex")}`;
  const suffixes = drawingSuffixes(drawing);
  await withTempFiles(async (temp) => {
    const files = await seedFiles(folders, drawing.svg, suffixes, () =>
      encodeDrawing(storage.images, temp, drawing),
    );
    for (const suffix of suffixes) {
      const path = `${stem}${suffix}`;
      await storage.driver.putFile(keyFor(path)!, files.get(suffix)!, contentTypeFor(path).mime);
    }
  });
  const path = `${stem}.webp`;
  const { width, height } = drawing;
  return {
    path,
    thumb: `${stem}.thumb.webp`,
    width,
    height,
    variants: variantPlan(path, width, height)!.map(({ format: _, ...variant }) => variant),
  };
}
