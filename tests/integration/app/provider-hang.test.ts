// A provider that hangs: one visitor waits for the timeout, the next ones do not. Public pages
// answer their last good copy at once (ADR 0004), pages without one the 503 page at once, and
// the provider is asked again after PROVIDER_COOLDOWN_MS (app/modules/provider/breaker.server.ts).
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetProviderCooldown } from "~/modules/provider/breaker.server";
import { clearProviderCache } from "~/modules/provider/cache.server";
import { loader as aboutLoader } from "~/routes/_site.about-us";
import { loader as faqsLoader } from "~/routes/_site.FAQs";
import en from "../../../public/locales/en/common.json";
import ar from "../../../public/locales/ar/common.json";
import { API, appRequest, caught, mockProvider } from "./support";
import { answered, answeredPage } from "../../support/records";

const server = mockProvider();
const texts = { en, ar } as const;
const TIMEOUT_MS = 400;
const COOLDOWN_MS = 1_500;
/** Far below the timeout: the answer did not wait for the provider. */
const FAST_MS = 150;

const faq = answered.faq({
  id: 1,
  ar_name: "سؤال؟",
  en_name: "Question?",
  ar_answer: "ج",
  en_answer: "A",
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
});
let hung = false;
let calls = 0;

function provider() {
  server.use(
    http.get(`${API}/faqs`, async () => {
      calls++;
      if (hung) await delay("infinite");
      return HttpResponse.json(answeredPage([faq], { per_page: 100 }));
    }),
    http.get(`${API}/pages/about-us`, async () => {
      calls++;
      if (hung) await delay("infinite");
      return HttpResponse.json({ status: 404, errors: ["Not found"] }, { status: 404 });
    }),
  );
}

const visit = (path: string, lang: "en" | "ar") => ({
  request: appRequest(path, { cookie: `lng=${lang}` }),
  params: {},
  context: {},
});

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = Date.now();
  const value = await work();
  return { ms: Date.now() - started, value };
}

beforeEach(() => {
  vi.stubEnv("PROVIDER_TIMEOUT_MS", String(TIMEOUT_MS));
  vi.stubEnv("PROVIDER_COOLDOWN_MS", String(COOLDOWN_MS));
  vi.stubEnv("PROVIDER_CACHE_TTL_MS", "100");
  vi.stubEnv("PROVIDER_STALE_MS", "60000");
  clearProviderCache();
  resetProviderCooldown();
  hung = false;
  calls = 0;
  provider();
});

describe.each(["en", "ar"] as const)("a hung provider (%s)", (lang) => {
  it("makes one visitor wait; the next get the last good page, or the error page, at once", async () => {
    // A good read first: the FAQ page has a copy to fall back on.
    expect((await faqsLoader(visit("/FAQs", lang))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    hung = true;

    const first = await timed(() => faqsLoader(visit("/FAQs", lang)));
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(first.value.status).toBe(200);

    // The next visitors are not made to wait: the copy, and for a page without one, the 503 page.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const callsBefore = calls;
    const second = await timed(() => faqsLoader(visit("/FAQs", lang)));
    expect(second.ms).toBeLessThan(FAST_MS);
    expect(await second.value.json()).toMatchObject({ faqs: [{ id: 1 }] });
    const other = await timed(() => caught(aboutLoader(visit("/about-us", lang))));
    expect(other.ms).toBeLessThan(FAST_MS);
    expect(other.value.status).toBe(503);
    expect(other.value.headers.get("Retry-After")).toBeTruthy();
    expect(await other.value.json()).toMatchObject({
      message: texts[lang].errors.provider_unavailable,
    });
    expect(calls).toBe(callsBefore);
  });

  it("asks the provider again after the cooldown, and answers normally once it is back", async () => {
    hung = true;
    const first = await timed(() => caught(faqsLoader(visit("/FAQs", lang))));
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(first.value.status).toBe(504);
    const fast = await timed(() => caught(faqsLoader(visit("/FAQs", lang))));
    expect(fast.ms).toBeLessThan(FAST_MS);
    expect(fast.value.status).toBe(503);

    hung = false;
    await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 50));
    const back = await faqsLoader(visit("/FAQs", lang));
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ faqs: [{ id: 1 }] });
    // Closed again: a page without a copy reaches the provider too.
    expect((await caught(aboutLoader(visit("/about-us", lang)))).status).toBe(404);
  });
});
