// The pages the quality gates visit, read from app/routes so a page added later is covered without
// editing the gates: every route module with a default export (a page), minus the layouts and the
// catch-all, and every list screen of the registry. Public and auth pages are visited as a
// visitor, dashboard pages as the admin.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { ENTITIES, LIST_SCREENS } from "../../app/modules/dashboard/entities";
import { e2eEnv } from "./env";

const routesDir = path.join(e2eEnv.root, "app/routes");
const LAYOUTS = new Set(["_site", "dashboard"]);

function urlOf(routeId: string): string {
  const segments = routeId
    .split(".")
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => segment.replace(/^\[(.*)\]$/, "$1"));
  return `/${segments.join("/")}`;
}

/** Route modules as Remix reads them: `<id>.tsx`, or a folder route's `<id>/route.tsx`. */
function pagesOf(prefix: string): string[] {
  return readdirSync(routesDir, { withFileTypes: true })
    .map((entry) =>
      entry.isDirectory()
        ? { file: path.join(entry.name, "route.tsx"), id: entry.name }
        : { file: entry.name, id: entry.name.replace(/\.tsx$/, "") },
    )
    .filter(({ file }) => file.endsWith(".tsx"))
    .filter(({ id }) => id.split(".")[0] === prefix && !LAYOUTS.has(id) && !id.includes("$"))
    .filter(({ file }) =>
      /^export default /m.test(readFileSync(path.join(routesDir, file), "utf8")),
    )
    .map(({ id }) => urlOf(id))
    .sort();
}

/** Public and auth pages, plus the states a visitor reaches by link: a modal and the 404 page. */
export const visitorPages = [...pagesOf("_site"), "/?ask=graphics", "/no-such-page"];
/** Dashboard pages, with the list screens that share one route (`dashboard.$entity`). */
export const dashboardPages = [
  ...pagesOf("dashboard"),
  ...LIST_SCREENS.map((key) => ENTITIES[key].path),
].sort();

/** Resolves once React owns the page: the client bundle ran, so no script was blocked. */
export async function expectHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main") ?? document.body;
      return Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout: 10_000 },
  );
}

/** Sanity check that the route scan found what the product has. */
export function expectKnownPages() {
  expect(visitorPages).toEqual(
    expect.arrayContaining([
      "/",
      "/about-us",
      "/services",
      "/auth/login",
      "/auth/register",
      "/account/security",
    ]),
  );
  expect(dashboardPages).toEqual(
    expect.arrayContaining([
      "/dashboard",
      "/dashboard/categories",
      "/dashboard/FAQs",
      "/dashboard/skills",
      "/dashboard/notifications",
      "/dashboard/settings",
      "/dashboard/users",
    ]),
  );
}
