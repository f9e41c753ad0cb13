import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CategoryCard } from "~/components/category-card";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch, throwProviderError } from "~/modules/provider/client.server";
import type { Category, Paged } from "~/modules/provider/types";

export const handle = { i18n: ["common", "home"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const result = await providerFetch<Paged<Category>>({
    request,
    path: "categories",
    query: { page: 1 },
  });
  if (!result.ok) throwProviderError(result.error);
  const t = await getServerT(await getLocale(request), "home");
  // Only what the page renders travels to the browser.
  const categories = result.body.data.map(({ id, ar_name, en_name, images, image }) => ({
    id,
    ar_name,
    en_name,
    image: images?.[0] ?? (image ? { path: image, thumb: null, width: null, height: null } : null),
  }));
  return json({
    categories,
    total: result.body.meta?.total ?? categories.length,
    meta: { title: t("meta.title"), description: t("meta.description") },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.meta.title }, { name: "description", content: data.meta.description }] : [];

export default function Home() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("home");
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 id="hero-title">{t("hero.title")}</h1>
          <p className="hero-lead">{t("hero.lead")}</p>
          <div className="hero-actions">
            <Link to="/#services" className="button button-primary button-large">
              {t("hero.cta_services")}
            </Link>
            <Link to="/contact_us" prefetch="intent" className="button button-outline button-large">
              {t("hero.cta_contact")}
            </Link>
          </div>
        </div>
      </section>

      {/* The later home sections (features, projects, team, statistics, visual resources,
          FAQ) go between the hero and the footer, each a <section> with its own heading. */}
      <section id="services" className="section" aria-labelledby="categories-title">
        <div className="container">
          <header className="section-header">
            <h2 id="categories-title">{t("categories.title")}</h2>
            <p>{t("categories.lead")}</p>
          </header>
          {categories.length === 0 ? (
            <p className="empty-state">{t("categories.empty")}</p>
          ) : (
            <ul className="card-grid" data-testid="categories">
              {categories.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
