import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as healthz } from "~/routes/healthz";
import { loader as storage } from "~/routes/storage.$";
import { API, appRequest, PROVIDER_URL, mockProvider } from "./support";

const server = mockProvider();

describe("/healthz", () => {
  it("is ok when the provider's health answers 200", async () => {
    server.use(http.get(`${API}/health`, () => HttpResponse.json({ status: 200 })));
    const response = await healthz();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("is 503 with a reason when the provider is down", async () => {
    server.use(http.get(`${API}/health`, () => HttpResponse.error()));
    const response = await healthz();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", reason: "provider unreachable" });
  });

  it("is 503 when the provider answers an error", async () => {
    server.use(http.get(`${API}/health`, () => HttpResponse.json({}, { status: 500 })));
    const response = await healthz();
    expect(response.status).toBe(503);
    expect(((await response.json()) as { reason?: string }).reason).toBe("provider answered 500");
  });

  it("is 503 when the provider does not answer within 2 s", async () => {
    server.use(
      http.get(`${API}/health`, async () => {
        await delay(2600);
        return HttpResponse.json({ status: 200 });
      }),
    );
    const response = await healthz();
    expect(response.status).toBe(503);
    expect(((await response.json()) as { reason?: string }).reason).toMatch(/2000 ms/);
  }, 10_000);
});

describe("/storage/*", () => {
  function get(path: string, headers: Record<string, string> = {}) {
    return storage({
      request: appRequest(path, { headers }),
      params: { "*": path.replace(/^\/storage\//, "") },
      context: {},
    });
  }

  it("streams the provider's file with its descriptive headers, and no cookies either way", async () => {
    let sentCookie: string | null = "unset";
    server.use(
      http.get(`${PROVIDER_URL}/storage/categories/web.webp`, ({ request }) => {
        sentCookie = request.headers.get("cookie");
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: {
            "Content-Type": "image/webp",
            "Cache-Control": "public, max-age=31536000, immutable",
            "Content-Disposition": 'inline; filename="web.webp"',
            "X-Content-Type-Options": "nosniff",
            "Set-Cookie": "provider=1",
          },
        });
      }),
    );
    const response = await get("/storage/categories/web.webp", { Cookie: "__session=abc" });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("content-disposition")).toContain("web.webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(sentCookie).toBeNull();
  });

  it("passes a 404 through", async () => {
    server.use(
      http.get(`${PROVIDER_URL}/storage/missing.png`, () =>
        HttpResponse.json({ status: 404 }, { status: 404 }),
      ),
    );
    expect((await get("/storage/missing.png")).status).toBe(404);
  });

  it("answers 502 when the provider cannot be reached", async () => {
    server.use(http.get(`${PROVIDER_URL}/storage/x.png`, () => HttpResponse.error()));
    expect((await get("/storage/x.png")).status).toBe(502);
  });

  it("never leaves /storage on the provider", async () => {
    const response = await get("/storage/../api/categories");
    expect(response.status).toBe(404);
  });
});
