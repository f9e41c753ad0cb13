// So a first visit costs no compression work (docs/performance.md).
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export function compressAssets(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) {
      // A copy whose original is gone (an older build) must not be served.
      try {
        statSync(file.slice(0, -3));
      } catch {
        unlinkSync(file);
      }
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    totals.files++;
    totals.bytes += body.length;
    for (const [suffix, copy] of [
      [".br", br],
      [".gz", gzip],
    ]) {
      if (copy.length >= body.length) continue;
      writeFileSync(file + suffix, copy);
      totals[suffix === ".br" ? "br" : "gzip"] += copy.length;
    }
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const dir = path.resolve(root, process.argv[2] ?? "public/build");
  const started = Date.now();
  const t = compressAssets(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(
    `compressed ${t.files} files (${kb(t.bytes)}): brotli ${kb(t.br)}, gzip ${kb(t.gzip)}, ` +
      `${Date.now() - started} ms`,
  );
}
