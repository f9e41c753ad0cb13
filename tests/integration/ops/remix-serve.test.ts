// The build stays a standard Remix server build (ADR 0005): the framework's own
// `remix-serve build/index.js`, without our HTTP server, page cache or precompressed files, still
// serves every public page in both languages, the client's scripts, a form post and a login.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/routes/sitemap[.]xml/public-pages";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startApp,
  startProvider,
  tempDataDir,
  type Proc,
} from "./harness";

let provider: Proc & { url: string };
let app: Proc & { url: string };
let removeData: () => Promise<void>;

beforeAll(async () => {
  const data = await tempDataDir();
  removeData = data.remove;
  provider = await startProvider(data.dir);
  app = await startApp(provider.url, {}, { plain: true });
}, 90_000);

afterAll(async () => {
  await app?.stop("SIGKILL");
  await provider?.stop("SIGKILL");
  await removeData?.();
});

describe("plain remix-serve", () => {
  for (const language of ["en", "ar"] as const) {
    it(`serves every public page in ${language}`, async () => {
      for (const page of PUBLIC_PAGES) {
        const response = await fetch(`${app.url}${page}`, {
          headers: { Cookie: `lng=${language}` },
        });
        const html = await response.text();
        expect(response.status, page).toBe(200);
        expect(html, page).toContain(
          `<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"`,
        );
        expect(html, page).toContain("</html>");
        expect(response.headers.get("content-security-policy"), page).toContain("nonce-");
      }
    });
  }

  it("serves the client's scripts the pages ask for", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const script = /\/build\/[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const response = await fetch(`${app.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("logs in with a plain form post", async () => {
    const response = await fetch(`${app.url}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().join(";")).toContain("__session=");
  });
});
