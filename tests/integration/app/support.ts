// Shared by the app's integration tests: the environment the app reads and an msw server that
// stands in for the provider.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { answered, answeredPage } from "../../support/records";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";

export const PROVIDER_URL = "http://provider.test";
export const API = `${PROVIDER_URL}/api`;
export const API_KEY = "integration-api-key-never-in-output";
export const SESSION_SECRET = "newest-secret,older-secret";

export function stubAppEnv(extra: Record<string, string> = {}) {
  const values: Record<string, string> = {
    NODE_ENV: "test",
    PROVIDER_URL,
    PROVIDER_API_KEY: API_KEY,
    SESSION_SECRET,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    COOKIE_SECURE: "auto",
    LOG_LEVEL: "silent",
    ...extra,
  };
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
}

/** The provider's site settings as a first start writes them (server/db/seed/settings.ts). */
export const siteSettings = answered.siteSettings({
  ar_company_name: "بيان الرقمية",
  en_company_name: "Bayan Digital",
  ar_description: "استوديو برمجيات وتصميم.",
  en_description: "A software and design studio.",
  ar_tagline: "استوديو برمجيات وتصميم",
  en_tagline: "Software & design studio",
  ar_hours: "",
  en_hours: "",
  email: "info@bayan-digital.example",
  phone: "+966 11 000 0000",
  phone2: "+966 55 000 0000",
  whatsapp: "",
  ar_address: "",
  en_address: "",
  linkedin: "",
  x: "",
  facebook: "",
  instagram: "",
  github: "",
  logo: "",
  favicon: "",
  stat_clients: "30",
  stat_projects: "70",
  stat_support: "24/7",
  ar_claims: ["أ", "ب", "ج", "د"],
  en_claims: ["A", "B", "C", "D"],
  featured_services: [],
  time_zone: "Asia/Riyadh",
});

/** The account behind a test session's token: its role is named after `~`, else an admin's. */
export function accountOf(token: string | null) {
  const named = /~([a-z]+)$/.exec(token ?? "")?.[1] ?? "admin";
  return answered.user({
    id: 1,
    username: "mona",
    email: "mona@example.test",
    phone: null,
    country: null,
    city: null,
    type: "client",
    role: named === "none" ? null : { name: named },
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
  });
}

/** An account as a sign-in or `GET user` answers it: the session's admin with `changes`. */
export const accountWith = (changes: Partial<Parameters<typeof answered.user>[0]>) =>
  answered.user({ ...accountOf(null), ...changes });

/**
 * An msw server for one test file; every request must be handled (no silent pass-through) but
 * `GET settings`, which every page reads and which answers `siteSettings` unless a test says
 * otherwise, and `GET user`, which every request with a session asks (its role from the token).
 */
export function mockProvider() {
  const server = setupServer(
    http.get(`${API}/settings`, () => HttpResponse.json({ status: 200, data: siteSettings })),
    http.get(`${API}/user`, ({ request }) =>
      HttpResponse.json({ status: 200, user: accountOf(request.headers.get("token")) }),
    ),
    // Content screens ask for their trash and an edited record's history (docs/publishing.md):
    // none, unless a test says otherwise.
    http.post(`${API}/dashboard/:entity/deleted`, () =>
      HttpResponse.json({ status: 200, data: [] }),
    ),
    http.post(`${API}/dashboard/:entity/revisions`, () =>
      HttpResponse.json({ status: 200, data: [] }),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => stubAppEnv());
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllEnvs();
  });
  afterAll(() => server.close());
  return server;
}

export function appRequest(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return new Request(`http://localhost:3000${path}`, { ...init, headers });
}

/** The `name=value` part of each Set-Cookie header, ready to send back as a Cookie header. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown Response");
}

export const categoriesPage = answeredPage([
  answered.category({
    id: 1,
    en_name: "Web development",
    ar_name: "تطوير الويب",
    image: "/storage/categories/web.webp",
    images: [{ path: "/storage/categories/web.webp", thumb: null, width: 800, height: 600 }],
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
  }),
  answered.category({
    id: 2,
    en_name: "Graphic design",
    ar_name: "التصميم الجرافيكي",
    image: null,
    images: [],
    created_at: "2024-01-02T00:00:00.000Z",
    updated_at: "2024-01-02T00:00:00.000Z",
  }),
]);

type Tag = Record<string, unknown>;

/** What a page's meta tags (its loader's `seo`, app/modules/seo/meta.ts) say, read back by name. */
export function seoFields(tags: Tag[]) {
  const find = (key: string, value: string) => tags.find((tag) => tag[key] === value);
  const link = (rel: string) => tags.filter((tag) => tag.tagName === "link" && tag.rel === rel);
  return {
    title: tags.find((tag) => "title" in tag)?.title,
    description: find("name", "description")?.content,
    canonical: link("canonical")[0]?.href,
    url: find("property", "og:url")?.content,
    locale: find("property", "og:locale")?.content,
    // The page in each language; the posts' feed is an alternate of another type.
    alternates: link("alternate")
      .filter((tag) => "hrefLang" in tag)
      .map((tag) => tag.href),
  };
}
