import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPublicUrl } from "~/modules/security/public-origin.server";

/** Keeps the admin and account pages out of search engines and points to the sitemap. */
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
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
