// A dashboard save while the provider restarts (connection refused or reset) is not the admin's
// mistake: 503 with Retry-After and the form given back as typed, in the admin's language, with
// JavaScript (the page is not reloaded: shouldRevalidate) and without (the page rendered after the
// action shows the form, not the error page).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { keepFormAfterServerError } from "~/modules/dashboard/revalidate";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { API, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { entityRoute } from "./entity-route";

const { action, loader } = entityRoute("skills");

const provider = mockProvider();

const MESSAGES = {
  en: "The service is temporarily unavailable. Please try again in a few minutes.",
  ar: "الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
};

/** The provider restarting: every connection refused. */
const providerAway = () => provider.use(http.all(`${API}/*`, () => HttpResponse.error()));

const inContext = <T>(run: () => Promise<T>) =>
  runInRequestContext({ requestId: "away", nonce: "n", clientAddress: "127.0.0.1" }, run);

describe("a dashboard save while the provider is away", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`answers 503 with Retry-After and the typed form (${lang})`, async () => {
      providerAway();
      const typed = { intent: "save", ar_name: "تصميم الشعارات", en_name: "Logo design" };
      const response = (await action(
        args(post(`/dashboard/skills?new&lng=${lang}`, typed, await sessionCookie())),
      )) as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("5");
      const data = await response.json();
      expect(data.result.initialValue).toMatchObject({
        ar_name: typed.ar_name,
        en_name: typed.en_name,
      });
      expect(data.toast).toBe(MESSAGES[lang]);
    });
  }

  it("without JavaScript, the page after the action is the form with what was typed", async () => {
    providerAway();
    const cookie = await sessionCookie();
    const typed = { intent: "save", id: "7", ar_name: "رسم", en_name: "Drawing" };
    const page = await inContext(async () => {
      const answered = (await action(
        args(post("/dashboard/skills?edit=7", typed, cookie)),
      )) as Response;
      expect(answered.status).toBe(503);
      // Remix then runs the page's loaders in the same request (a GET of the same URL).
      const url = "http://localhost:3000/dashboard/skills?edit=7";
      return loader(args(new Request(url, { headers: { Cookie: cookie } })));
    });
    expect(page.status).toBe(200);
    const data = await page.json();
    expect(data.modal).toMatchObject({
      mode: "edit",
      item: { id: 7, en_name: "Drawing", ar_name: "رسم" },
    });
  });

  it("a plain visit while the provider is away still gets the error page", async () => {
    providerAway();
    const cookie = await sessionCookie();
    const request = new Request("http://localhost:3000/dashboard/skills", {
      headers: { Cookie: cookie },
    });
    const thrown = await inContext(() =>
      loader(args(request)).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });

  it("with JavaScript, a 5xx answer does not reload the page; other answers do as usual", () => {
    const base = { defaultShouldRevalidate: true } as Parameters<
      typeof keepFormAfterServerError
    >[0];
    expect(keepFormAfterServerError({ ...base, actionStatus: 503 })).toBe(false);
    expect(keepFormAfterServerError({ ...base, actionStatus: 400 })).toBe(true);
    expect(keepFormAfterServerError({ ...base, actionStatus: undefined })).toBe(true);
  });
});
