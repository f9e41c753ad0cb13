import { json } from "@remix-run/node";
import { toFaq, toProjectCard, toServiceCard, toTeamCard } from "~/modules/content/cards.server";
import { firstPicture } from "~/modules/content/images";
import { categoryServicesHref } from "~/modules/content/service-groups";
import type { Language } from "~/modules/i18n/config";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Category, Faq, Project, Service, TeamMember } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { namedPicture } from "~/modules/seo/page-schema.server";
import { translatedSeo } from "~/modules/seo/seo.server";
import { readSiteSettings, siteDetailsOf } from "~/modules/site-settings/settings.server";

async function featuredServices(request: Request, language: Language): Promise<Service[]> {
  const settings = await readSiteSettings(request);
  const ids = settings?.featured_services ?? [];
  if (ids.length === 0) return [];
  const list = await readPublicList<Service>(request, language, "services", {
    ids: ids.join(","),
    per_page: ids.length,
  });
  const byId = new Map(list.data.map((service) => [service.id, service]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function homeData(request: Request) {
  const language = await getLanguage(request);
  const [categories, services, featured, projects, faqs, team, settings] = await Promise.all([
    readPublicList<Category>(request, language, "categories", { page: 1, per_page: 12 }),
    // The services page's (cached) list: which categories have a section there.
    readPublicList<Service>(request, language, "services", { page: 1, per_page: 100 }),
    featuredServices(request, language),
    readPublicList<Project>(request, language, "projects", { page: 1, per_page: 8 }),
    readPublicList<Faq>(request, language, "faqs", { page: 1, per_page: 4 }),
    // 100 is the provider's largest page.
    readPublicList<TeamMember>(request, language, "team", { page: 1, per_page: 100 }),
    readSiteSettings(request),
  ]);
  return json(
    {
      categories: categories.data.map((category) => ({
        id: category.id,
        ar_name: category.ar_name,
        en_name: category.en_name,
        picture: firstPicture(category, "card"),
        href: categoryServicesHref(category.id, services.data),
      })),
      total: categories.meta.total,
      services: featured.map((service) => toServiceCard(service, language)),
      projects: projects.data.map((project) =>
        toProjectCard(project, language, undefined, "carousel"),
      ),
      faqs: faqs.data.map((faq) => toFaq(faq, language)),
      team: team.data.map((member) => toTeamCard(member, language)),
      seo: await translatedSeo(request, language, "home", "home", {
        image: namedPicture(projects.data[0], language),
        // The company's own description (site settings); the locale's while the provider is away.
        description: settings ? siteDetailsOf(settings, language).description : undefined,
      }),
    },
    { headers: hostLinkHeaders() },
  );
}
