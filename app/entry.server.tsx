import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { getEnv } from "~/modules/env/env.server";
import { htmlCollector } from "~/modules/http/html-stream.server";
import { getRequestContext } from "~/modules/http/request-context.server";
import { escapeHtml } from "~/modules/http/status-page.server";
import { log } from "~/modules/log/log.server";
import { directionOf } from "~/modules/i18n/config";
import { getLanguage } from "~/modules/i18n/i18next.server";
import {
  pageCaptureFor,
  storePage,
  type PageCapture,
} from "~/modules/page-cache/page-cache.server";
import { I18nProvider } from "~/modules/i18n/react";
import { applyRetryAfter } from "~/modules/provider/errors";
import {
  createServerTranslations,
  matchedRouteNamespaces,
  serverT,
} from "~/modules/i18n/translations.server";
import { applySecurityHeaders, createNonce } from "~/modules/security/headers.server";
import { NonceContext } from "~/modules/security/nonce";

const ABORT_DELAY = 5_000;

// Fail at start, not on the first request.
getEnv();

// ADR 0005: server/app-server.ts shares this build's modules.
export { createHttpLayer } from "~/modules/http/layer.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const locale = await getLanguage(request);
  const translations = createServerTranslations(locale, matchedRouteNamespaces(remixContext));
  // A fresh nonce per document: only the scripts this response renders may run inline. The app
  // server made it with the request's context; plain remix-serve has none.
  const nonce = getRequestContext()?.nonce ?? createNonce();
  applySecurityHeaders(responseHeaders, request, nonce);
  // Remix drops a thrown response's headers unless its boundary route exports `headers`; the
  // status arrives, so a 503 page gets its Retry-After here.
  applyRetryAfter(responseHeaders, responseStatusCode);
  let capture: PageCapture | null = pageCaptureFor(
    remixContext,
    responseStatusCode,
    responseHeaders,
  );
  // Every page leaves whole, once all of it is rendered: crawlers and visitors without
  // JavaScript get no streamed part that needs a script to swap in (spec §5), and nothing a
  // server render reaches suspends for long (the lazy parts load after hydration).
  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    let status = responseStatusCode;
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nProvider store={translations}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </I18nProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(
            htmlCollector((html) => {
              clearTimeout(timer);
              // Before the page cache copies the headers: a hit is answered with them.
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              if (capture) storePage(capture, html, nonce, responseHeaders);
              resolve(new Response(bodyOf(html), { headers: responseHeaders, status }));
            }),
          );
        },
        // Even the error boundaries failed: a page that cannot fail (spec §8).
        onShellError(error: unknown) {
          clearTimeout(timer);
          log("error", { source: "app", message: "shell render failed", error: String(error) });
          const t = serverT(locale);
          const html = `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t("error_page.default"))}</title></head><body><main><h1>${escapeHtml(t("error_page.render_failed"))}</h1><p><a href="/">${escapeHtml(t("error_page.go_home"))}</a></p></main></body></html>`;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(html, { status: 500, headers: responseHeaders }));
        },
        onError(error: unknown) {
          status = 500;
          // A page that failed half way (or was aborted) is never kept.
          capture = null;
          if (shellRendered) log("error", { source: "app", message: String(error) });
        },
      },
    );
    abortRender = abort;
  });
}

/** A stream of the one buffer: a buffer given to Response itself is copied whole (undici). */
function bodyOf(html: Uint8Array) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(html);
      controller.close();
    },
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  try {
    applySecurityHeaders(response.headers, request);
    applyRetryAfter(response.headers, response.status);
    return response;
  } catch {
    // A response passed through from fetch() has immutable headers.
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, request);
    applyRetryAfter(copy.headers, copy.status);
    return copy;
  }
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const url = new URL(request.url).pathname;
  // 4xx route answers are the visitor's doing, not the app's.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  // Remix refuses a cross-site form post itself before our action's check runs: a refused
  // request, not a failure of ours.
  if (error instanceof Error && /does not match `origin` header/.test(error.message)) {
    log("warn", { source: "app", url, message: "cross-site form post refused" });
    return;
  }
  log("error", { source: "app", url, message });
};
