// The admin download of a service request's file goes to the provider's admin route with the
// admin's token (attachments are private there; the public /storage path answers 404).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/dashboard.notifications.file";
import { API, API_KEY, appRequest, mockProvider } from "../support";
import { TOKEN, args, sessionCookie } from "../accounts/helpers";

const provider = mockProvider();
const FILE = "/storage/requests/0123456789abcdef0123456789abcdef.pdf";

describe("GET /dashboard/notifications/file", () => {
  it("streams the file from the provider's admin route, with the admin's token", async () => {
    let seen: Request | undefined;
    provider.use(
      http.get(`${API}/dashboard/service_requests/file`, ({ request }) => {
        seen = request;
        return new HttpResponse("%PDF-1.4", { headers: { "Content-Type": "application/pdf" } });
      }),
    );
    const query = new URLSearchParams({ path: FILE, name: "عرض سعر.pdf" });
    const request = appRequest(`/dashboard/notifications/file?${query}`, {
      cookie: await sessionCookie(),
    });
    const response = await loader(args(request));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-1.4");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(new URL(seen!.url).searchParams.get("path")).toBe(FILE);
    expect(seen!.headers.get("apikey")).toBe(API_KEY);
    expect(seen!.headers.get("token")).toBe(TOKEN);
  });

  it("names the file as the provider does, never from the link, and keeps the sandbox", async () => {
    const stored = `attachment; filename="quote.pdf"; filename*=UTF-8''quote.pdf`;
    provider.use(
      http.get(
        `${API}/dashboard/service_requests/file`,
        () =>
          new HttpResponse("%PDF-1.4", {
            headers: {
              "Content-Type": "application/pdf",
              "Content-Disposition": stored,
              "Content-Security-Policy": "default-src 'none'; sandbox",
            },
          }),
      ),
    );
    for (const name of ["invoice\u202efdp.exe", "evil.html"]) {
      const query = new URLSearchParams({ path: FILE, name });
      const request = appRequest(`/dashboard/notifications/file?${query}`, {
        cookie: await sessionCookie(),
      });
      const response = await loader(args(request));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(stored);
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("answers 404 when the provider has no such attachment", async () => {
    provider.use(
      http.get(`${API}/dashboard/service_requests/file`, () =>
        HttpResponse.json({ status: 404, errors: "Not found." }, { status: 404 }),
      ),
    );
    const request = appRequest(`/dashboard/notifications/file?path=${FILE}`, {
      cookie: await sessionCookie(),
    });
    expect((await loader(args(request))).status).toBe(404);
  });
});
