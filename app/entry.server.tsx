import { PassThrough, Transform } from "node:stream";
import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { getEnv } from "~/modules/env/env.server";
import { installHttpObserver } from "~/modules/log/http-observer.server";
import { log } from "~/modules/log/log.server";
import { directionOf } from "~/modules/i18n/config";
import { getLocale } from "~/modules/i18n/i18next.server";
import {
  pageCaptureFor,
  storePage,
  type PageCapture,
} from "~/modules/page-cache/page-cache.server";
import { TranslationStoreProvider } from "~/modules/i18n/react";
import {
  createServerTranslations,
  matchedRouteNamespaces,
  serverT,
} from "~/modules/i18n/translations.server";
import { applySecurityHeaders, createNonce } from "~/modules/security/headers.server";
import { NonceContext } from "~/modules/security/nonce";

const ABORT_DELAY = 5_000;

// Fail at start, with one message naming every missing variable, not on the first request.
getEnv();
// Request ids, JSON request logs, headers on every response and the SIGTERM drain (ADR 0005).
installHttpObserver();

/** Passes the page through and, once React has written all of it, hands it to the page cache. */
function capturingStream(onComplete: (html: string) => void) {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      onComplete(Buffer.concat(chunks).toString("utf8"));
      callback();
    },
  });
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const locale = await getLocale(request);
  const translations = createServerTranslations(locale, matchedRouteNamespaces(remixContext));
  // A fresh nonce per document: only the scripts this response renders may run inline.
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, request, nonce);
  let capture: PageCapture | null = pageCaptureFor(
    request,
    remixContext,
    responseStatusCode,
    responseHeaders,
  );
  // Crawlers get the whole page at once; people get the shell as soon as it is ready.
  const readyEvent =
    isbot(request.headers.get("user-agent")) || remixContext.isSpaMode
      ? "onAllReady"
      : "onShellReady";

  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationStoreProvider store={translations}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </TranslationStoreProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = capture
            ? capturingStream((html) => {
                if (capture) storePage(capture, html, nonce, responseHeaders);
              })
            : new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        // Even the error boundaries failed: answer with a page that cannot fail (spec §8).
        onShellError(error: unknown) {
          log("error", { source: "app", message: "shell render failed", error: String(error) });
          const t = serverT(locale);
          const html = `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t("error_page.default"))}</title></head><body><main><h1>${escapeHtml(t("error_page.render_failed"))}</h1><p><a href="/">${escapeHtml(t("error_page.go_home"))}</a></p></main></body></html>`;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(html, { status: 500, headers: responseHeaders }));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A page that failed half way (or was aborted) is never kept.
          capture = null;
          // Errors before the shell are reported by onShellError; these are streaming errors.
          if (shellRendered) log("error", { source: "app", message: String(error) });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** `?_data=` answers (loader and action JSON, redirects) get the same headers as pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  try {
    applySecurityHeaders(response.headers, request);
    return response;
  } catch {
    // A response passed through from fetch() has immutable headers: copy it.
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, request);
    return copy;
  }
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who navigated away is not an error worth logging.
  if (request.signal.aborted) return;
  const url = new URL(request.url).pathname;
  // 4xx route answers (a `?_data=` call to a route without a loader, a thrown 404) are the
  // visitor's doing, not the app's.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  // Remix refuses a cross-site form post itself (Origin differs from Host) before our action's
  // same-origin check runs; that is a refused request, not a failure of ours.
  if (error instanceof Error && /does not match `origin` header/.test(error.message)) {
    log("warn", { source: "app", url, message: "cross-site form post refused" });
    return;
  }
  log("error", { source: "app", url, message });
};
