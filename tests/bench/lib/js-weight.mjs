// The JavaScript a visit downloads, counted the way a browser loads it (docs/performance.md,
// "First-visit JavaScript"): every script response of a Chromium page, from the document to
// network idle plus a quiet period, without any interaction. That takes in what the HTML names
// (Remix's <Scripts>, ADR 0008), what those modules import, the lazy chunks the client imports
// once hydrated, and any third-party script. Each script is counted as the gzip -9 size of its body:
// the app server sends brotli to browsers that take it, and gzip -9 is what the precompressed
// `.gz` copies (server/bin/compress-assets.mjs) weigh for every other client, so the figure does
// not move with the browser's Accept-Encoding. The brotli bytes on the wire are kept beside it.
import { gzipSync } from "node:zlib";

// Code that only the rich-text editor brings; it must never reach a public page.
const EDITOR_MARK = /lexical/i;
// Long enough for a chunk imported after hydration to be asked for: on a busy machine hydration
// can end after the network went idle, so network idle alone can come too early.
export const QUIET_MS = 1_500;

// The first-visit budgets, in kB of 1024 bytes, read by the bench and the end-to-end check alike.
// Content pages: 101 kB since the signed-in account menu joined the shell, the 1 kB to be won
// back (docs/performance.md, "JavaScript of a first visit"); pages with a form bring zod.
export const CONTENT_JS_LIMIT_KB = 101;
export const FORM_JS_LIMIT_KB = 125;
const SETTLE_LIMIT_MS = 15_000;

/**
 * @param {import("playwright").Browser} browser
 * @param {string} pageUrl
 * @param {{ cookies?: { name: string, value: string }[], quietMs?: number }} [options]
 * @returns {Promise<{ files: {url, bytes, gz, wire, encoding, editor}[], gzBytes: number,
 *   rawBytes: number, wireBytes: number, bodies: Map<string, string> }>}
 */
export async function browserJs(browser, pageUrl, options = {}) {
  const quietMs = options.quietMs ?? QUIET_MS;
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    if (options.cookies?.length) {
      await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url: pageUrl })));
    }
    const page = await context.newPage();
    const pending = [];
    let lastScriptAt = Date.now();
    let clientStarted = false;
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      lastScriptAt = Date.now();
      if (/\/entry\.client-/.test(response.url())) clientStarted = true;
      pending.push(readScript(response, pageUrl));
    });
    const answer = await page.goto(pageUrl, { waitUntil: "networkidle" });
    if (answer?.status() !== 200) throw new Error(`${pageUrl} answered ${answer?.status()}`);
    // A busy machine may start the client after the network went idle: wait for its entry, then
    // for quiet, no script asked for during quietMs (bounded, so a page that never starts or
    // never settles fails).
    const started = Date.now();
    while (
      (!clientStarted || Date.now() - lastScriptAt < quietMs) &&
      Date.now() - started < SETTLE_LIMIT_MS
    ) {
      await page.waitForTimeout(250);
    }
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(pending);
    const bodies = new Map(files.map((file) => [file.url, file.text]));
    const list = files.map(({ text: _text, ...file }) => file);
    return {
      files: list,
      gzBytes: list.reduce((n, f) => n + f.gz, 0),
      rawBytes: list.reduce((n, f) => n + f.bytes, 0),
      wireBytes: list.reduce((n, f) => n + f.wire, 0),
      bodies,
    };
  } finally {
    await context.close();
  }
}

/** @param {import("playwright").Response} response */
async function readScript(response, pageUrl) {
  const url = new URL(response.url());
  const body = await response.body();
  const sizes = await response.request().sizes();
  const text = body.toString("utf8");
  return {
    // Same-origin scripts by path, others (a captcha loader) in full.
    url: url.origin === new URL(pageUrl).origin ? url.pathname : url.href,
    status: response.status(),
    bytes: body.length,
    gz: gzipSync(body, { level: 9 }).length,
    wire: sizes.responseBodySize,
    encoding: response.headers()["content-encoding"] ?? "identity",
    editor: EDITOR_MARK.test(text),
    text,
  };
}
