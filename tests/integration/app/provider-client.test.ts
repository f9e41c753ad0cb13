import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { providerFetch } from "~/modules/provider/client.server";
import en from "../../../public/locales/en/common.json";
import ar from "../../../public/locales/ar/common.json";
import { API, API_KEY, appRequest, mockProvider } from "./support";

const server = mockProvider();
const texts = { en, ar } as const;

function visitor(lang: "en" | "ar", headers: Record<string, string> = {}) {
  return appRequest("/", { cookie: `lng=${lang}`, headers });
}

describe("provider client", () => {
  it("returns the parsed envelope on 200", async () => {
    server.use(
      http.get(`${API}/categories`, () =>
        HttpResponse.json({ status: 200, data: [{ id: 1 }], meta: { total: 1 } }),
      ),
    );
    const result = await providerFetch<{ data: { id: number }[] }>({
      request: visitor("en"),
      language: "en",
      path: "categories",
    });
    expect(result).toMatchObject({ ok: true, status: 200, body: { data: [{ id: 1 }] } });
  });

  it("sends apikey, lang, accept, token, bearer, the visitor's address and a request id", async () => {
    let seen: Headers | undefined;
    let url: URL | undefined;
    server.use(
      http.post(`${API}/validate-user`, ({ request }) => {
        seen = request.headers;
        url = new URL(request.url);
        return HttpResponse.json({ status: 200 });
      }),
    );
    // The address and the id are the server's (request context), not what the client wrote.
    const context = { requestId: "req-42", nonce: "n", clientAddress: "203.0.113.7" };
    await runInRequestContext(context, () =>
      providerFetch({
        request: visitor("ar", { "X-Forwarded-For": "198.51.100.9", "X-Request-Id": "mine" }),
        language: "ar",
        path: "validate-user",
        method: "POST",
        token: "tok-123",
        query: { page: 2, q: undefined },
      }),
    );
    expect(seen?.get("apikey")).toBe(API_KEY);
    expect(seen?.get("lang")).toBe("ar");
    expect(seen?.get("accept")).toBe("application/json");
    expect(seen?.get("token")).toBe("tok-123");
    expect(seen?.get("authorization")).toBe("Bearer tok-123");
    expect(seen?.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(seen?.get("x-request-id")).toBe("req-42");
    expect(url?.searchParams.get("page")).toBe("2");
    expect(url?.searchParams.has("q")).toBe(false);
  });

  it("forwards no address without a request context, whatever the client wrote", async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${API}/categories`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ status: 200, data: [] });
      }),
    );
    await providerFetch({
      request: visitor("en", { "X-Forwarded-For": "198.51.100.9" }),
      language: "en",
      path: "categories",
    });
    expect(seen?.has("x-forwarded-for")).toBe(false);
  });

  it("sends no token headers when logged out and posts form data", async () => {
    let seen: Headers | undefined;
    let form: FormData | undefined;
    server.use(
      http.post(`${API}/contact_us`, async ({ request }) => {
        seen = request.headers;
        form = await request.formData();
        return HttpResponse.json({ status: 200, message: "Thanks" });
      }),
    );
    const result = await providerFetch({
      request: visitor("en"),
      language: "en",
      path: "/contact_us",
      body: { name: "Sara", email: "sara@example.com" },
    });
    expect(result.ok).toBe(true);
    expect(seen?.has("token")).toBe(false);
    expect(seen?.has("authorization")).toBe(false);
    expect(form?.get("name")).toBe("Sara");
  });

  for (const lang of ["en", "ar"] as const) {
    describe(`failures (${lang})`, () => {
      it("maps 401 with a string to unauthorized with the provider's text", async () => {
        server.use(
          http.get(`${API}/user`, () =>
            HttpResponse.json({ status: 401, errors: `expired-${lang}` }, { status: 401 }),
          ),
        );
        const result = await providerFetch({
          request: visitor(lang),
          language: lang,
          path: "user",
        });
        expect(result).toEqual({
          ok: false,
          error: expect.objectContaining({
            kind: "unauthorized",
            status: 401,
            message: `expired-${lang}`,
          }),
        });
      });

      it("maps the token-parse answer to token_invalid with our translated text", async () => {
        server.use(
          http.get(`${API}/user`, () =>
            HttpResponse.json(
              { status: 401, errors: ["The token could not be parsed from the request"] },
              { status: 401 },
            ),
          ),
        );
        const result = await providerFetch({
          request: visitor(lang),
          language: lang,
          path: "user",
          token: "x",
        });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.kind).toBe("token_invalid");
        expect(result.error.message).toBe(texts[lang].errors.token_invalid);
      });

      it("maps 422 with a field map to validation with field errors", async () => {
        server.use(
          http.post(`${API}/register`, () =>
            HttpResponse.json(
              {
                status: 422,
                errors: { email: [`taken-${lang}`], "ar_requirements.0": "required" },
              },
              { status: 422 },
            ),
          ),
        );
        const result = await providerFetch({
          request: visitor(lang),
          language: lang,
          path: "register",
          body: new FormData(),
        });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toMatchObject({
          kind: "validation",
          status: 422,
          message: `taken-${lang}`,
          fieldErrors: { email: [`taken-${lang}`], "ar_requirements.0": ["required"] },
        });
      });

      it("maps a 500 without text to http with the generic translated message", async () => {
        server.use(
          http.get(`${API}/faqs`, () => HttpResponse.json({ status: 500 }, { status: 500 })),
        );
        const result = await providerFetch({
          request: visitor(lang),
          language: lang,
          path: "faqs",
        });
        expect(result).toMatchObject({
          ok: false,
          error: { kind: "http", status: 500, message: texts[lang].errors.generic },
        });
      });

      it("maps malformed JSON to bad_response", async () => {
        server.use(
          http.get(
            `${API}/faqs`,
            () =>
              new HttpResponse('{"status": 200, "data": [', {
                headers: { "Content-Type": "application/json" },
              }),
          ),
        );
        const result = await providerFetch({
          request: visitor(lang),
          language: lang,
          path: "faqs",
        });
        expect(result).toMatchObject({
          ok: false,
          error: { kind: "bad_response", message: texts[lang].errors.provider_bad_response },
        });
      });

      it("maps a refused connection to unavailable", async () => {
        server.use(http.get(`${API}/faqs`, () => HttpResponse.error()));
        const result = await providerFetch({
          request: visitor(lang),
          language: lang,
          path: "faqs",
        });
        expect(result).toMatchObject({
          ok: false,
          error: {
            kind: "unavailable",
            status: 0,
            message: texts[lang].errors.provider_unavailable,
          },
        });
      });

      it("maps a provider slower than the timeout to timeout", async () => {
        server.use(
          http.get(`${API}/faqs`, async () => {
            await delay(500);
            return HttpResponse.json({ status: 200, data: [] });
          }),
        );
        const started = Date.now();
        const result = await providerFetch({
          request: visitor(lang),
          language: lang,
          path: "faqs",
          timeoutMs: 50,
        });
        expect(Date.now() - started).toBeLessThan(450);
        expect(result).toMatchObject({
          ok: false,
          error: { kind: "timeout", message: texts[lang].errors.provider_timeout },
        });
      });
    });
  }

  it("reads PROVIDER_TIMEOUT_MS when no timeout is given", async () => {
    vi.stubEnv("PROVIDER_TIMEOUT_MS", "40");
    server.use(
      http.get(`${API}/faqs`, async () => {
        await delay(400);
        return HttpResponse.json({ status: 200 });
      }),
    );
    const result = await providerFetch({ request: visitor("en"), language: "en", path: "faqs" });
    expect(result).toMatchObject({ ok: false, error: { kind: "timeout" } });
  });

  it("maps 403, 404 and 429 to their kinds", async () => {
    for (const [status, kind] of [
      [403, "forbidden"],
      [404, "not_found"],
      [429, "rate_limited"],
    ] as const) {
      server.use(
        http.get(`${API}/faqs`, () => HttpResponse.json({ status }, { status }), { once: true }),
      );
      const result = await providerFetch({ request: visitor("en"), language: "en", path: "faqs" });
      expect(result).toMatchObject({ ok: false, error: { kind, status } });
    }
  });
});
