// Run by hand and commit the output: text is drawn with the machine's fonts, and the runtime image
// has none (ADR 0012).
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = path.join(root, "public/brand");
const PRIMARY = "#4338ca";
const PRIMARY_STRONG = "#312e81";
const SOFT = "#e0e7ff";
const MARK = /<path d="([^"]+)"/.exec(
  readFileSync(path.join(root, "public/favicon.svg"), "utf8"),
)[1];

/** No transparent corners: launchers and iOS add their own mask. */
function iconSvg(size, { padding = 0 } = {}) {
  const inner = size * (1 - 2 * padding);
  const scale = inner / 32;
  const offset = size * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<rect width="${size}" height="${size}" fill="${PRIMARY}"/>
<path d="${MARK}" fill="#fff" transform="translate(${offset} ${offset}) scale(${scale})"/>
</svg>`;
}

function previewBackground(rtl) {
  const markX = rtl ? 1200 - 96 - 168 : 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${PRIMARY}"/><stop offset="1" stop-color="${PRIMARY_STRONG}"/>
</linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="${rtl ? 120 : 1080}" cy="560" r="260" fill="#fff" fill-opacity="0.06"/>
<circle cx="${rtl ? 60 : 1140}" cy="80" r="140" fill="#fff" fill-opacity="0.05"/>
<rect x="${markX}" y="96" width="168" height="168" rx="40" fill="#fff"/>
<path d="${MARK}" fill="${PRIMARY}" transform="translate(${markX} 96) scale(5.25)"/>
</svg>`;
}

/** Pango shapes Arabic. */
async function textImage(text, { size, color, bold = false, width }) {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const weight = bold ? ' font_weight="bold"' : "";
  return sharp({
    text: {
      text: `<span foreground="${color}"${weight}>${escaped}</span>`,
      font: `DejaVu Sans ${size}`,
      width,
      rgba: true,
      dpi: 72,
      wrap: "word",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

async function preview(language) {
  const common = JSON.parse(
    readFileSync(path.join(root, "public/locales", language, "common.json"), "utf8"),
  );
  const rtl = language === "ar";
  const name = await textImage(common.brand.name, {
    size: 84,
    color: "#ffffff",
    bold: true,
    width: 1008,
  });
  const tagline = await textImage(common.brand.tagline, { size: 44, color: SOFT, width: 1008 });
  const about = await textImage(common.footer.about_text, { size: 30, color: SOFT, width: 1008 });
  const left = (image) => (rtl ? 1200 - 96 - image.info.width : 96);
  await sharp(Buffer.from(previewBackground(rtl)))
    .composite([
      { input: name.data, top: 316, left: left(name) },
      { input: tagline.data, top: 316 + name.info.height + 16, left: left(tagline) },
      {
        input: about.data,
        top: 316 + name.info.height + tagline.info.height + 44,
        left: left(about),
      },
    ])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `og-${language}.png`));
}

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(iconSvg(size, { padding: 0.12 })))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}
// A maskable icon keeps its content inside the central 80 % circle the launcher may cut to.
await sharp(Buffer.from(iconSvg(512, { padding: 0.22 })))
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, "icon-maskable-512.png"));
await sharp(Buffer.from(iconSvg(180, { padding: 0.12 })))
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, "apple-touch-icon.png"));
for (const language of ["en", "ar"]) await preview(language);
console.log(`brand images written to ${path.relative(root, out)}/`);
