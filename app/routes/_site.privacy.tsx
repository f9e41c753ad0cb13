import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/site/kit";
import { sitePageData } from "~/modules/content/site-page.server";

export const handle = { i18n: ["common", "legal"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return sitePageData(request, "privacy");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function PrivacyPage() {
  return <LegalPage {...useLoaderData<typeof loader>()} />;
}
