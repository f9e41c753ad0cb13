// The JavaScript a first visit downloads: the page's <script src> and modulepreload links, the
// modules its inline scripts import, and every static import of those files (not dynamic
// import(), which loads later, on use). Each file is gzipped at level 9 the way a CDN would serve it.
import { gzipSync } from "node:zlib";

const ATTR = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i");
const INLINE_IMPORT = /\bimport\s*(?:\(\s*|[^"'();]*?\bfrom\s*)?["'](\/[^"']+\.m?js)["']/g;
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+)["']/g;
// Code that only the rich-text editor brings; it must never reach a public page.
const EDITOR_MARK = /lexical/i;

function entryUrls(html, pageUrl) {
  const urls = new Set();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = ATTR("src").exec(tag)?.[1];
    if (src) urls.add(new URL(src, pageUrl).href);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel\s*=\s*["']modulepreload["']/i.test(tag)) continue;
    const href = ATTR("href").exec(tag)?.[1];
    if (href) urls.add(new URL(href, pageUrl).href);
  }
  // Remix's inline module script imports the route modules and the entry by URL. Only what it
  // imports counts: its inline manifest also names modules the browser fetches only on later
  // navigations (the parent's index route, the manifest file under lazy route discovery).
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, spec] of body.matchAll(INLINE_IMPORT)) urls.add(new URL(spec, pageUrl).href);
  }
  return urls;
}

/** @returns {{ files: {url, bytes, gz, editor}[], gzBytes: number, rawBytes: number }} */
export async function firstVisitJs(pageUrl, headers = {}) {
  const res = await fetch(pageUrl, { headers });
  if (res.status !== 200) throw new Error(`${pageUrl} answered ${res.status}`);
  const html = await res.text();
  const queue = [...entryUrls(html, pageUrl)];
  const seen = new Set(queue);
  const files = [];
  // Bounded: a real page has a few dozen modules; stop rather than loop on a pathological graph.
  while (queue.length && files.length < 500) {
    const url = queue.shift();
    const r = await fetch(url, { headers });
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    const body = Buffer.from(await r.arrayBuffer());
    const text = body.toString("utf8");
    files.push({
      url: new URL(url).pathname,
      bytes: body.length,
      gz: gzipSync(body, { level: 9 }).length,
      editor: EDITOR_MARK.test(text),
    });
    for (const [, spec] of text.matchAll(STATIC_IMPORT)) {
      if (!/\.m?js(\?|$)/.test(spec)) continue;
      const next = new URL(spec, url).href;
      if (new URL(next).origin !== new URL(pageUrl).origin || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return {
    files,
    gzBytes: files.reduce((n, f) => n + f.gz, 0),
    rawBytes: files.reduce((n, f) => n + f.bytes, 0),
  };
}
