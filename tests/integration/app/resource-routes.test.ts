import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as healthz } from "~/routes/healthz";
import { commitSession, getSession, setSessionUser } from "~/modules/session/session.server";
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
            "Cache-Control": "public, no-cache",
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
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("content-disposition")).toContain("web.webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(sentCookie).toBeNull();
  });

  // A draft's or deleted record's pictures are the staff's only (ADR 0023).
  it("sends a staff session's token along, and no one else's", async () => {
    const cookieOf = async (role: string) => {
      const request = appRequest("/");
      const session = await getSession(request);
      setSessionUser(session, { token: `token-of-${role}`, role, name: "Mona" });
      return (await commitSession(session, request)).split(";")[0];
    };
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${PROVIDER_URL}/storage/posts/draft.webp`, ({ request }) => {
        sent.push(request.headers.get("token"));
        return new HttpResponse(new Uint8Array([1]), {
          headers: { "Content-Type": "image/webp", "Cache-Control": "private, no-store" },
        });
      }),
    );
    const staff = await get("/storage/posts/draft.webp", { Cookie: await cookieOf("editor") });
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    await get("/storage/posts/draft.webp", { Cookie: await cookieOf("user") });
    await get("/storage/posts/draft.webp");
    expect(sent).toEqual(["token-of-editor", null, null]);
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
