import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { serverParts } from "~/components/layout/load-after-hydration";
import { getEnv } from "~/modules/env/env.server";
import { getRequestContext } from "~/modules/http/request-context.server";
import { escapeHtml } from "~/modules/http/status-page.server";
import { log } from "~/modules/log/log.server";
import { directionOf, type Language } from "~/modules/i18n/config";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { pageCaptureFor, storePage } from "~/modules/page-cache/page-cache.server";
import { I18nProvider } from "~/modules/i18n/react";
import { applyRetryAfter } from "~/modules/provider/errors";
import {
  createServerTranslations,
  matchedRouteNamespaces,
  serverT,
} from "~/modules/i18n/translations.server";
import { applySecurityHeaders, createNonce } from "~/modules/security/headers.server";
import { NonceContext } from "~/modules/security/nonce";

// Fail at start, not on the first request.
getEnv();

// ADR 0005: server/app-server.ts shares this build's modules.
export { createHttpLayer } from "~/modules/http/layer.server";

// Where React left a part of the page to the browser: a part that threw, or one that suspended
// (renderToString does not wait). React escapes every text and attribute, and rich text is
// sanitised without comments, so only React writes this.
const CLIENT_RENDERED_PART = "<!--$!-->";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const locale = await getLanguage(request);
  // Loaded at start; awaited so that no render can come first.
  await serverParts();
  const translations = createServerTranslations(locale, matchedRouteNamespaces(remixContext));
  // A fresh nonce per document: only the scripts this response renders may run inline. The app
  // server made it with the request's context; plain remix-serve has none.
  const nonce = getRequestContext()?.nonce ?? createNonce();
  applySecurityHeaders(responseHeaders, request, nonce);
  // Remix drops a thrown response's headers unless its boundary route exports `headers`; the
  // status arrives, so a 503 page gets its Retry-After here.
  applyRetryAfter(responseHeaders, responseStatusCode);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Every page leaves whole, rendered in one synchronous pass (ADR 0035): crawlers and visitors
  // without JavaScript get no streamed part that needs a script to swap in (spec §5). Nothing a
  // server render reaches suspends: lazy parts load after hydration, or, like the `?ask` form,
  // are loaded at start on the server (`lazyInBrowser`).
  let markup: string;
  try {
    markup = renderToString(
      <NonceContext.Provider value={nonce}>
        <I18nProvider store={translations}>
          <RemixServer context={remixContext} url={request.url} />
        </I18nProvider>
      </NonceContext.Provider>,
    );
  } catch (error) {
    // Even the error boundaries failed: a page that cannot fail (spec §8).
    log("error", { source: "app", message: "shell render failed", error: String(error) });
    return new Response(renderFailedPage(locale), { status: 500, headers: responseHeaders });
  }
  const html = Buffer.from(`<!DOCTYPE html>${markup}`);
  // A page with a part left to the browser failed half way: said as such, and never kept.
  // Searched in the bytes: the string is a rope of React's pieces, and searching it would join
  // them once more before the encoding does.
  if (html.includes(CLIENT_RENDERED_PART)) {
    log("error", {
      source: "app",
      url: request.url,
      message: "a part of the page failed to render",
    });
    return new Response(bodyOf(html), { status: 500, headers: responseHeaders });
  }
  // Before the page cache copies the headers: a hit is answered with them.
  const capture = pageCaptureFor(remixContext, responseStatusCode, responseHeaders);
  if (capture) storePage(capture, html, nonce, responseHeaders);
  return new Response(bodyOf(html), { headers: responseHeaders, status: responseStatusCode });
}

function renderFailedPage(locale: Language) {
  const t = serverT(locale);
  return `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t("error_page.default"))}</title></head><body><main><h1>${escapeHtml(t("error_page.render_failed"))}</h1><p><a href="/">${escapeHtml(t("error_page.go_home"))}</a></p></main></body></html>`;
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
