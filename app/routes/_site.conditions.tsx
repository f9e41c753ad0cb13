import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/site/legal-page";
import { seoMeta } from "~/modules/seo/meta";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { translatedSeo } from "~/modules/seo/seo.server";

export const handle = { i18n: ["common", "legal"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return json(
    { seo: await translatedSeo(request, "legal", "conditions") },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function ConditionsPage() {
  return <LegalPage page="conditions" />;
}
