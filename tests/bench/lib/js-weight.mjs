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
// Counted from the end of hydration, which on a busy machine can come after the network went idle
// (so network idle alone can come too early): long enough for a chunk imported once hydrated (an
// effect, a lazy part) to be asked for; no script may be on its way either.
export const QUIET_MS = 500;

// The first-visit budgets, in kB of 1024 bytes, read by the bench and the end-to-end check alike.
// Content pages: 101 kB since the signed-in account menu joined the shell, the 1 kB to be won
// back (docs/performance.md, "JavaScript of a first visit"); the menu now loads only for signed-in
// visitors, and the room went to pictures named in the page. Pages with a form bring zod.
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
    let scriptsOnTheirWay = 0;
    const isScript = (request) => request.resourceType() === "script";
    page.on("request", (request) => {
      if (!isScript(request)) return;
      scriptsOnTheirWay += 1;
      lastScriptAt = Date.now();
    });
    const arrived = (request) => {
      if (!isScript(request)) return;
      scriptsOnTheirWay -= 1;
      lastScriptAt = Date.now();
    };
    page.on("requestfinished", arrived);
    page.on("requestfailed", arrived);
    page.on("response", (response) => {
      if (isScript(response.request())) pending.push(readScript(response, pageUrl));
    });
    const answer = await page.goto(pageUrl, { waitUntil: "networkidle" });
    if (answer?.status() !== 200) throw new Error(`${pageUrl} answered ${answer?.status()}`);
    // A busy machine may hydrate after the network went idle: wait for React on the page's main
    // element (a page that never hydrates fails here), then for quiet: no script on its way and
    // none asked for during quietMs (bounded, so a page that never settles fails).
    await page.waitForFunction(
      () => {
        const main = document.querySelector("main") ?? document.body;
        return Object.keys(main).some((key) => key.startsWith("__reactFiber"));
      },
      undefined,
      { timeout: SETTLE_LIMIT_MS },
    );
    const started = Date.now();
    while (scriptsOnTheirWay > 0 || Date.now() - lastScriptAt < quietMs) {
      if (Date.now() - started > SETTLE_LIMIT_MS) throw new Error(`${pageUrl} never settled`);
      await page.waitForTimeout(100);
    }
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
