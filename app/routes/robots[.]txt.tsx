import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPublicUrl, markHostLinks } from "~/modules/security/public-origin.server";

export function loader({ request }: LoaderFunctionArgs) {
  const sitemap = new URL("/sitemap.xml", getPublicUrl(request)).toString();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /auth",
    "Disallow: /language",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
  // Private and varying by Host unless PUBLIC_URL fixes the origin (see markHostLinks).
  const headers = markHostLinks(
    new Headers({
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );
  return new Response(body, { headers });
}
