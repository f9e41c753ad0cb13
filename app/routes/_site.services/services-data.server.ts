import { json } from "@remix-run/node";
import type { ServiceCardData } from "~/modules/content/cards";
import { toServiceCard } from "~/modules/content/cards.server";
import { localized } from "~/modules/i18n/config";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Category, Service } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { namedPicture, servicesPageSchema } from "~/modules/seo/page-schema.server";
import { translatedSeo } from "~/modules/seo/seo.server";

// A services company lists far fewer than the provider's largest page.
const ALL = { page: 1, per_page: 100 };

type Group = { id: number | null; name: string | null; services: ServiceCardData[] };

export async function servicesData(request: Request) {
  const language = await getLanguage(request);
  const [categories, services] = await Promise.all([
    readPublicList<Category>(request, language, "categories", ALL),
    readPublicList<Service>(request, language, "services", ALL),
  ]);
  const names = new Map(categories.data.map((c) => [c.id, localized(c, "name", language)]));
  const groups: Group[] = categories.data.map((category) => ({
    id: category.id,
    name: names.get(category.id) ?? null,
    services: [],
  }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  // A service whose category is missing (deleted, or beyond the first 100) still shows.
  const other: Group = { id: null, name: null, services: [] };
  for (const service of services.data) {
    const category = categories.data.find((c) => c.id === service.category_id);
    const card = toServiceCard(service, language, category?.en_name);
    (byId.get(service.category_id) ?? other).services.push(card);
  }
  if (other.services.length > 0) groups.push(other);
  return json(
    {
      groups: groups.filter((group) => group.services.length > 0),
      total: services.meta.total,
      seo: await translatedSeo(request, language, "pages", "services", {
        image: namedPicture(services.data[0], language),
        schema: servicesPageSchema(services.data, categories.data, language),
      }),
    },
    { headers: hostLinkHeaders() },
  );
}
