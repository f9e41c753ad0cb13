// The dashboard's error boundary as the server renders it (so also without JavaScript), in both
// languages: an address that names no screen says so and leads back to the dashboard, with no
// "Try again"; a failed screen still offers it.
import { describe, expect, it } from "vitest";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { renderRoute } from "../../integration/app/dashboard/render-route";
import arCommon from "../../../public/locales/ar/common.json";
import enCommon from "../../../public/locales/en/common.json";
import arDashboard from "../../../public/locales/ar/dashboard.json";
import enDashboard from "../../../public/locales/en/dashboard.json";

const texts = {
  en: { common: enCommon, dashboard: enDashboard },
  ar: { common: arCommon, dashboard: arDashboard },
} as const;
const escape = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

function render(language: "en" | "ar", thrown: Response) {
  const routes = [
    {
      path: "/dashboard/*",
      loader: () => {
        throw thrown;
      },
      element: null,
      errorElement: <DashboardErrorBoundary />,
    },
  ];
  return renderRoute(language, routes, new Request("http://localhost/dashboard/nope"));
}

describe.each(["en", "ar"] as const)("the dashboard's error boundary (%s)", (language) => {
  const { common, dashboard } = texts[language];

  it("says an unknown address could not be found and leads back, without Try again", async () => {
    const html = await render(language, new Response(null, { status: 404 }));
    expect(html).toContain(`<h1>${escape(common.not_found.title)}</h1>`);
    expect(html).toMatch(/<a [^>]*href="\/dashboard"[^>]*>/);
    expect(html).toContain(`>${escape(dashboard.error.back)}</a>`);
    expect(html).not.toContain(escape(common.error_page.try_again));
    expect(html).not.toContain(escape(dashboard.error.title));
  });

  it("offers to try again when a screen failed", async () => {
    const html = await render(language, new Response(null, { status: 503 }));
    expect(html).toContain(`<h1>${escape(dashboard.error.title)}</h1>`);
    expect(html).toContain(`>${escape(common.error_page.try_again)}</a>`);
    expect(html).toContain(`>${escape(dashboard.error.back)}</a>`);
  });
});
