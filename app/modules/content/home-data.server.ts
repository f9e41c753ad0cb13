// The home page's loader (routes/_site._index.tsx) in one server module, as root-data.server.ts
// is for the root: one `.server` import for the route, one fewer empty stand-in in the browser.
import { json } from "@remix-run/node";
import { toFaq, toProjectCard, toServiceCard } from "~/modules/content/cards.server";
import { firstPicture } from "~/modules/content/images";
import { categoryServicesHref } from "~/modules/content/service-groups";
import { getLocale } from "~/modules/i18n/i18next.server";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Category, Faq, Project, Service } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { namedPicture } from "~/modules/seo/page-schema.server";
import { translatedSeo } from "~/modules/seo/seo.server";

const HOME_SERVICES = 6;

export async function homeData(request: Request) {
  const language = await getLocale(request);
  const [categories, services, projects, faqs] = await Promise.all([
    readPublicList<Category>(request, "categories", { page: 1, per_page: 12 }),
    // The services page's read (the same cached list): which categories have a section there.
    readPublicList<Service>(request, "services", { page: 1, per_page: 100 }),
    readPublicList<Project>(request, "projects", { page: 1, per_page: 8 }),
    readPublicList<Faq>(request, "faqs", { page: 1, per_page: 4 }),
  ]);
  return json(
    {
      // Only what the page renders travels to the browser.
      categories: categories.data.map((category) => ({
        id: category.id,
        ar_name: category.ar_name,
        en_name: category.en_name,
        picture: firstPicture(category, "card"),
        href: categoryServicesHref(category.id, services.data),
      })),
      total: categories.meta.total,
      services: services.data
        .slice(0, HOME_SERVICES)
        .map((service) => toServiceCard(service, language)),
      projects: projects.data.map((project) =>
        toProjectCard(project, language, undefined, "carousel"),
      ),
      faqs: faqs.data.map((faq) => toFaq(faq, language)),
      seo: await translatedSeo(request, "home", "home", {
        image: namedPicture(projects.data[0], language),
      }),
    },
    { headers: hostLinkHeaders() },
  );
}
