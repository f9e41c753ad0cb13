import { json } from "@remix-run/node";
import { localized } from "~/modules/i18n/config";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { cachedProviderGet } from "~/modules/provider/cache.server";
import { orThrow } from "~/modules/provider/client.server";
import type { Item, PageKey, SitePage } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { pageSeo } from "~/modules/seo/seo.server";
import { dateFormat } from "~/utils/intl-format";
import { pageBody, plainText } from "./rich-text.server";

const UPDATED = { dateStyle: "long", timeZone: "UTC" } as const;
/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

export async function sitePageData(request: Request, key: PageKey) {
  const language = await getLanguage(request);
  const page = orThrow(
    await cachedProviderGet<Item<SitePage>>({ request, path: `pages/${key}`, language }),
  ).data;
  const title = localized(page, "title", language);
  const body = pageBody(localized(page, "body", language));
  const updated = new Date(page.updated_at);
  return json(
    {
      title,
      ...body,
      updated: Number.isNaN(updated.getTime())
        ? null
        : dateFormat(language === "ar" ? "ar" : "en-GB", UPDATED).format(updated),
      seo: await pageSeo(request, language, {
        title,
        heading: title,
        description: plainText(body.html, DESCRIPTION_MAX),
      }),
    },
    { headers: hostLinkHeaders() },
  );
}

export type SitePageData = Awaited<ReturnType<typeof sitePageData>>;
