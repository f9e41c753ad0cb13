// No text in the drawings, so no font is needed; stored like uploads (ADR 0016).
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { contentTypeFor, keyFor, type Storage } from "../../storage/index.js";
import { withTempFiles } from "../../storage/temp.js";
import { encodeVariants, variantPlan } from "../../storage/variants.js";
import { cachedSeedFiles } from "./image-cache.js";
import type { ImageOut } from "../records.js";

const WIDTH = 1200;
const HEIGHT = 800;
const PORTRAIT_SIDE = 640;

/** Deterministic, so a seed looks the same on every machine. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function svg(colors: [string, string], seed: number): string {
  const r = rng(seed);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = Math.round(r() * WIDTH);
    const y = Math.round(r() * HEIGHT);
    const size = Math.round(60 + r() * 260);
    const opacity = (0.08 + r() * 0.22).toFixed(2);
    const kind = Math.floor(r() * 3);
    if (kind === 0)
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="#fff" fill-opacity="${opacity}"/>`,
      );
    else if (kind === 1)
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.6}" rx="24" fill="#fff" fill-opacity="${opacity}" transform="rotate(${Math.round(r() * 40 - 20)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<polygon points="${x},${y} ${x + size},${y + size / 3} ${x + size / 3},${y + size}" fill="#fff" fill-opacity="${opacity}"/>`,
      );
  }
  const screen = `<g transform="translate(${WIDTH / 2 - 260} ${HEIGHT / 2 - 170})">
    <rect width="520" height="340" rx="28" fill="#0b1020" fill-opacity="0.55"/>
    <rect x="28" y="28" width="464" height="36" rx="10" fill="#fff" fill-opacity="0.25"/>
    <rect x="28" y="92" width="280" height="20" rx="8" fill="#fff" fill-opacity="0.5"/>
    <rect x="28" y="130" width="220" height="20" rx="8" fill="#fff" fill-opacity="0.35"/>
    <rect x="28" y="190" width="140" height="120" rx="14" fill="${colors[0]}" fill-opacity="0.9"/>
    <rect x="190" y="190" width="140" height="120" rx="14" fill="${colors[1]}" fill-opacity="0.9"/>
    <rect x="352" y="190" width="140" height="120" rx="14" fill="#fff" fill-opacity="0.3"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}${screen}</svg>`;
}

function portraitSvg(colors: [string, string]): string {
  const side = PORTRAIT_SIDE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${side / 2}" cy="${side * 0.4}" r="${side * 0.17}" fill="#fff" fill-opacity="0.85"/>
  <ellipse cx="${side / 2}" cy="${side * 0.98}" rx="${side * 0.34}" ry="${side * 0.32}" fill="#fff" fill-opacity="0.85"/></svg>`;
}

async function storeDrawing(
  storage: Pick<Storage, "driver" | "images">,
  folder: string,
  drawing: string,
  size: { width: number; height: number },
  cacheFolder?: string,
): Promise<ImageOut> {
  const name = randomBytes(12).toString("hex");
  const stem = `/storage/${folder}/${name}`;
  await withTempFiles(async (temp) => {
    const files = await cachedSeedFiles(cacheFolder, drawing, async () => {
      const input = temp.path(".svg");
      await writeFile(input, drawing);
      const main = temp.path(".webp");
      const thumb = temp.path(".webp");
      await storage.images.run({ op: "draw", input, main, thumb });
      const encoded = await encodeVariants(storage.images, temp, `${stem}.webp`, main, size);
      return new Map([
        [".webp", main],
        [".thumb.webp", thumb],
        ...encoded.files.map((f) => [f.path.slice(stem.length), f.file] as [string, string]),
      ]);
    });
    for (const [suffix, file] of files) {
      const path = `${stem}${suffix}`;
      await storage.driver.putFile(keyFor(path)!, file, contentTypeFor(path).mime);
    }
  });
  const path = `${stem}.webp`;
  return {
    path,
    thumb: `${stem}.thumb.webp`,
    ...size,
    variants: variantPlan(path, size.width, size.height)!.map(
      ({ format: _, ...variant }) => variant,
    ),
  };
}

export function drawSeedImage(
  storage: Pick<Storage, "driver" | "images">,
  folder: string,
  colors: [string, string],
  seed: number,
  cacheFolder?: string,
): Promise<ImageOut> {
  const size = { width: WIDTH, height: HEIGHT };
  return storeDrawing(storage, folder, svg(colors, seed), size, cacheFolder);
}

export function drawSeedPortrait(
  storage: Pick<Storage, "driver" | "images">,
  folder: string,
  colors: [string, string],
  cacheFolder?: string,
): Promise<ImageOut> {
  const size = { width: PORTRAIT_SIDE, height: PORTRAIT_SIDE };
  return storeDrawing(storage, folder, portraitSvg(colors), size, cacheFolder);
}
