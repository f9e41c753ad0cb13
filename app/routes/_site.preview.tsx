// docs/publishing.md, "Preview": the signature is the permission. Never indexed, never cached.
import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { FaqList, PostCard, ProjectCard, ServiceCard, Team } from "~/components/site/kit";
import { loadPreview, type PreviewView } from "~/modules/content/preview.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { privateMeta } from "~/modules/seo/meta";

export const handle = { i18n: ["common", "pages", "home"] };

const STATUS = { invalid: 403, expired: 410, missing: 404, unavailable: 503 } as const;
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request }: LoaderFunctionArgs) {
  const [result, language] = await Promise.all([loadPreview(request), getLanguage(request)]);
  const t = await getServerT(language, "pages");
  const status = result.ok ? 200 : STATUS[result.reason];
  return json(
    { result, title: result.ok ? t("preview.title") : t(`preview.${result.reason}_title`) },
    { status, headers: PRIVATE },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

function Shown({ view }: { view: PreviewView }) {
  const { t } = useTranslation("pages");
  switch (view.entity) {
    case "posts":
      return (
        <ul className="post-list" data-testid="post-list">
          <li>
            <PostCard post={view.post} eager />
          </li>
        </ul>
      );
    case "services":
      return (
        <>
          {view.group ? <h2 className="group-title">{view.group}</h2> : null}
          <ul className="card-grid card-grid-wide" data-testid="service-list">
            <li>
              <ServiceCard service={view.service} priority />
            </li>
          </ul>
        </>
      );
    case "projects":
      return (
        <ul className="card-grid card-grid-wide" data-testid="project-list">
          <li>
            <ProjectCard project={view.project} />
          </li>
        </ul>
      );
    case "faqs":
      return <FaqList faqs={[view.faq]} openFirst />;
    case "team":
      return <Team members={[view.member]} />;
    case "categories":
      return (
        <>
          <p className="section-eyebrow">{t("preview.category")}</p>
          <h2 className="group-title">{view.name}</h2>
        </>
      );
  }
}

export default function PreviewPage() {
  const { result, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  if (!result.ok) {
    return (
      <section className="section" aria-labelledby="preview-title">
        <div className="container">
          <h1 id="preview-title">{title}</h1>
          <p>{t(`preview.${result.reason}`)}</p>
        </div>
      </section>
    );
  }
  return (
    <>
      <div className="preview-banner" role="note" data-testid="preview-banner">
        <div className="container">
          <strong>{t("preview.banner")}</strong> <span>{t("preview.banner_hint")}</span>
        </div>
      </div>
      <section className="section" aria-label={title}>
        <div className="container">
          <Shown view={result.view} />
        </div>
      </section>
    </>
  );
}
