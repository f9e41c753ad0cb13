// In a `.server` module: the browser build loads one stand-in per module.
import arabicFont from "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2";
import latinFont from "@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2";
import { json, type HeadersFunction } from "@remix-run/node";
import { askPrefill } from "~/modules/ask-service/account.server";
import { getPublicEnv } from "~/modules/env/env.server";
import { createFormStamp } from "~/modules/form-protection/form-stamp.server";
import { isLanguage } from "~/modules/i18n/config";
import {
  getLanguage,
  getServerT,
  readLanguageCookie,
  serializeLanguageCookie,
} from "~/modules/i18n/i18next.server";
import { markHostLinks } from "~/modules/security/public-origin.server";
import { brandedTitle } from "~/modules/seo/brand";
import { liveSession, storeRole } from "~/modules/auth/live-session.server";
import { isStaff } from "~core/auth/permissions";
import { destroySession, getSession, isAdmin } from "~/modules/session/session.server";
import { readSiteDetails } from "~/modules/site-settings/settings.server";
import { getToast } from "~/modules/toast/toast.server";

// Every face an Arabic page's first screen uses (each file holds all weights): preloaded with the
// stylesheet, they are there for the first layout instead of swapping in with a relayout and a
// shift (docs/performance.md).
const ARABIC_PAGE_FONTS = [arabicFont, latinFont];

export async function rootData(request: Request) {
  const locale = await getLanguage(request);
  const [live, { toast, headers: toastHeaders }, site, t] = await Promise.all([
    liveSession(request, locale),
    getToast(request),
    readSiteDetails(request, locale),
    getServerT(locale),
  ]);
  const { user } = live;
  // The company's own words (site settings); the locale's only while the provider is away.
  const name = site?.name ?? t("brand.name");
  const tagline = site?.tagline ?? t("brand.tagline");
  const askAccount = askPrefill(request, live.account);
  const headers = new Headers();
  const toastCookie = toastHeaders?.get("Set-Cookie");
  if (toastCookie) headers.append("Set-Cookie", toastCookie);
  // A session the provider no longer honours (logged out, password reset) shows no user anywhere.
  if (live.ended) {
    headers.append("Set-Cookie", await destroySession(await getSession(request), request));
  }
  // A role changed at the provider: the cookie follows, as when an admin changes their own.
  if (user && live.roleChanged) headers.append("Set-Cookie", await storeRole(request, user.role));
  // A shared `?lng=` link also switches the visitor's stored language.
  const requested = new URL(request.url).searchParams.get("lng");
  if (isLanguage(requested) && readLanguageCookie(request.headers.get("Cookie")) !== requested) {
    headers.append("Set-Cookie", serializeLanguageCookie(requested));
  }
  return json(
    {
      locale,
      fonts: locale === "ar" ? ARABIC_PAGE_FONTS : [],
      // The token stays in the session cookie.
      // Decided here, so the navbar does not ship the permission map to every visitor.
      user: user
        ? { name: user.name, role: user.role, isAdmin: isAdmin(user), isStaff: isStaff(user.role) }
        : null,
      askAccount,
      toast,
      site,
      ENV: getPublicEnv(),
      formStamp: createFormStamp(),
      meta: {
        title: t("meta.title", { name, tagline }),
        description: site?.description ?? t("meta.description"),
        // An error page keeps the layout's loader data; its own title says what went wrong.
        notFoundTitle: brandedTitle(t("not_found.title"), name),
        errorTitle: brandedTitle(t("error_page.default"), name),
      },
    },
    { headers },
  );
}

// Routes below export no `headers`, so they inherit these; one that does must start from
// `parentHeaders`. Links may follow Host, so shared caches must not keep the page.
export const rootHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const cacheControl = errorHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return markHostLinks(headers);
};
