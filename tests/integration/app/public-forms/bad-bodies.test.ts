// A form body that cannot be read is the client's fault: every action answers 400, which the
// error boundaries render as the translated page (error_page.statuses.400), never a 500.
import { describe, expect, it } from "vitest";
import { isRouteErrorResponse } from "@remix-run/react";
import { describeError } from "~/components/error-view";
import { TRANSLATED_STATUSES, statusKeys } from "~/modules/http/error-statuses";
import { createT } from "~/modules/i18n/translate";
import { action as contact } from "~/routes/_site.contact_us";
import { action as login } from "~/routes/_site.auth.login";
import en from "../../../../public/locales/en/common.json";
import ar from "../../../../public/locales/ar/common.json";
import { args } from "../accounts/helpers";
import { appRequest, caught, mockProvider } from "../support";

mockProvider();

const BOUNDARY = "----bad-body-test";

function post(path: string, body: string, contentType: string) {
  return appRequest(path, {
    method: "POST",
    body,
    headers: {
      "Content-Type": contentType,
      Origin: "http://localhost:3000",
      "Sec-Fetch-Site": "same-origin",
    },
  });
}

const complete =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMona\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="info"\r\n\r\nHello there\r\n` +
  `--${BOUNDARY}--\r\n`;
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

describe("actions given a body that cannot be parsed", () => {
  it("contact: a truncated multipart body is a 400", async () => {
    const thrown = await caught(
      contact(args(post("/contact_us", complete.slice(0, 90), multipart))),
    );
    expect(thrown.status).toBe(400);
  });

  it("contact: a multipart body with a wrong boundary is a 400", async () => {
    const request = post("/contact_us", complete, "multipart/form-data; boundary=other");
    expect((await caught(contact(args(request)))).status).toBe(400);
  });

  it("contact and login: a body that is not a form at all is a 400", async () => {
    const json = '{"name":"Mona"}';
    expect(
      (await caught(contact(args(post("/contact_us", json, "application/json"))))).status,
    ).toBe(400);
    expect((await caught(login(args(post("/auth/login", json, "application/json"))))).status).toBe(
      400,
    );
  });
});

describe("the 400 page and the other refused-request statuses", () => {
  it("have a title and a message in both languages", () => {
    for (const status of TRANSLATED_STATUSES) {
      for (const [language, bundle] of [
        ["en", en],
        ["ar", ar],
      ] as const) {
        const t = createT(() => bundle, language, "common");
        const { title, message } = statusKeys(status);
        expect(t(title), `${status} ${title}`).not.toBe(title);
        expect(t(message), `${status} ${message}`).not.toBe(message);
      }
    }
  });

  it("is what the error view describes for the thrown 400", async () => {
    const thrown = await caught(contact(args(post("/contact_us", "{}", "application/json"))));
    const routeError = {
      status: thrown.status,
      statusText: thrown.statusText,
      internal: false,
      data: await thrown.text(),
    };
    expect(isRouteErrorResponse(routeError)).toBe(true);
    expect(describeError(routeError)).toEqual({ status: 400, message: null, thrown: false });
  });
});
