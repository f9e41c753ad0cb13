// Who sent a service request (docs/conventions.md, "The inbox"): the ask-service action asks an
// anonymous visitor for an email or a phone (translated messages by both fields, values kept),
// forwards name, email and phone, and lets a signed-in visitor leave them to the account; the
// root loader prefills the form from the account where the form shows.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/_site.ask-service/route";
import { loader as rootLoader } from "~/root";
import { args, protectedFields, sessionCookie, tokenOf } from "../accounts/helpers";
import { accountWith, API, appRequest, mockProvider } from "../support";

const server = mockProvider();
const PDF = new Blob(["%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"], {
  type: "application/pdf",
});

function askRequest(fields: Record<string, string>, cookie = "lng=en") {
  const body = new FormData();
  const all = { type: "graphics", info: "A logo for our cafe, please.", redirectTo: "/services" };
  for (const [name, value] of Object.entries({ ...all, ...protectedFields(), ...fields }))
    body.append(name, value);
  body.append("info_file", PDF, "brief.pdf");
  return appRequest("/ask-service", {
    method: "POST",
    body,
    cookie,
    headers: { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" },
  });
}

type Sent = { fields: Record<string, string>; token: string | null };

function providerAccepts(into: Sent[]) {
  server.use(
    http.post(`${API}/ask_service`, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const name of ["name", "email", "phone"]) {
        const value = form.get(name);
        if (typeof value === "string") fields[name] = value;
      }
      into.push({ fields, token: request.headers.get("token") });
      return HttpResponse.json({ status: 200, message: "Request received" });
    }),
  );
}

type Reply = { result: { initialValue: Record<string, string>; error: Record<string, string[]> } };

describe("the ask-service form's sender", () => {
  for (const [lng, message] of [
    ["en", "Give an email or a phone number so that we can answer you."],
    ["ar", "أدخل بريدًا إلكترونيًا أو رقم هاتف لنتمكن من الرد عليك."],
  ] as const) {
    it(`refuses an anonymous visitor without email and phone (${lng})`, async () => {
      const sent: Sent[] = [];
      providerAccepts(sent);
      const response = (await action(args(askRequest({ name: "Sara" }, `lng=${lng}`)))) as Response;
      expect(response.status).toBe(400);
      const { result } = (await response.json()) as Reply;
      expect(result.error.email).toEqual([message]);
      expect(result.error.phone).toEqual([message]);
      expect(result.initialValue).toMatchObject({
        name: "Sara",
        info: "A logo for our cafe, please.",
      });
      expect(sent).toEqual([]);
    });
  }

  it("forwards name, email and phone (a phone in Arabic-Indic digits is a phone)", async () => {
    const sent: Sent[] = [];
    providerAccepts(sent);
    const fields = { name: "سارة", email: "sara@example.test", phone: "٠٥٠١٢٣٤٥٦٧" };
    const response = (await action(args(askRequest(fields)))) as Response;
    expect(response.status).toBe(303);
    expect(sent).toEqual([{ fields, token: null }]);
  });

  it("answers a bad email next to its field", async () => {
    const response = (await action(args(askRequest({ email: "not-an-address" })))) as Response;
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as Reply;
    expect(result.error.email).toEqual(["Enter a valid email address."]);
    expect(result.initialValue.email).toBe("not-an-address");
  });

  it("lets a signed-in visitor leave them to the account, forwarding the token", async () => {
    const sent: Sent[] = [];
    providerAccepts(sent);
    const cookie = `lng=en; ${await sessionCookie({ role: "user" })}`;
    const response = (await action(args(askRequest({}, cookie)))) as Response;
    expect(response.status).toBe(303);
    expect(sent).toEqual([{ fields: {}, token: tokenOf("user") }]);
  });

  it("prefills the form from the account, only where the form shows", async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/user`, () => {
        asked += 1;
        return HttpResponse.json({
          status: 200,
          user: accountWith({ id: 7, phone: "0501234567" }),
        });
      }),
    );
    const cookie = await sessionCookie({ role: "user" });
    const data = async (path: string) =>
      ((await rootLoader(args(appRequest(path, { cookie })))) as Response).json();
    expect((await data("/services?ask=graphics")).askAccount).toEqual({
      name: "mona",
      email: "mona@example.test",
      phone: "0501234567",
    });
    expect((await data("/services")).askAccount).toBeNull();
    // One `GET user` a page, the session's own check: the prefill reads that answer.
    expect(asked).toBe(2);
  });
});
