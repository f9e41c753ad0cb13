// The captcha's no-JavaScript step (ADR 0009) through the contact and ask-service actions, with
// msw as the provider and as Google's siteverify (RECAPTCHA_VERIFY_URL): with reCAPTCHA keys
// set, a post without a token is asked a question with its values kept, and only a right,
// fresh, unused answer (or a token Google confirms) gets through.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { createChallenge, CHALLENGE_MAX_AGE_MS } from "~/modules/form-protection/challenge.server";
import {
  CHALLENGE_ANSWER_FIELD,
  CHALLENGE_FIELD,
  RECAPTCHA_FIELD,
  type FormChallenge,
} from "~/modules/form-protection/fields";
import { action as askService } from "~/routes/_site.ask-service/route";
import { action as contact } from "~/routes/_site.contact_us";
import { args, protectedFields } from "../accounts/helpers";
import { API, appRequest, mockProvider, stubAppEnv } from "../support";

const server = mockProvider();
const VERIFY_URL = "http://google.test/recaptcha/api/siteverify";

const CONTACT = {
  name: "منى Mona",
  email: "mona@example.com",
  phone: "+20 100 000 0000",
  contact_reason: "support",
  info: "I would like to hear more. أريد معرفة المزيد",
};
const ASK = {
  type: "build_website",
  info: "A shop for handmade lamps. متجر",
  phone: "0501234567",
  redirectTo: "/",
};
const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n";

type Language = "en" | "ar";
type Answer = {
  result: { initialValue: Record<string, unknown> | null; error?: Record<string, string[]> };
  challenge: FormChallenge | null;
};

const received = { contact: 0, ask: 0, siteverify: [] as string[] };

beforeEach(() => {
  stubAppEnv({
    RECAPTCHA_SITE_KEY: "site-key",
    RECAPTCHA_SECRET_KEY: "secret-key",
    RECAPTCHA_VERIFY_URL: VERIFY_URL,
  });
  received.contact = 0;
  received.ask = 0;
  received.siteverify = [];
  server.use(
    http.post(VERIFY_URL, async ({ request }) => {
      const token = new URLSearchParams(await request.text()).get("response") ?? "";
      received.siteverify.push(token);
      return HttpResponse.json(
        token === "good-token"
          ? { success: true, hostname: "localhost" }
          : { success: false, "error-codes": ["invalid-input-response"] },
      );
    }),
    http.post(`${API}/contact_us`, () => {
      received.contact += 1;
      return HttpResponse.json({ status: 200, message: "Message received" });
    }),
    http.post(`${API}/ask_service`, () => {
      received.ask += 1;
      return HttpResponse.json({ status: 200, message: "Request received" });
    }),
  );
});

function request(path: string, fields: Record<string, string>, language: Language) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...protectedFields(), ...fields })) {
    body.set(key, value);
  }
  if (path === "/ask-service") {
    body.set("info_file", new File([PDF], "brief.pdf", { type: "application/pdf" }));
  }
  return appRequest(path, {
    method: "POST",
    body,
    cookie: `lng=${language}`,
    headers: { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" },
  });
}

const FORMS = [
  {
    name: "contact",
    values: CONTACT,
    sent: () => received.contact,
    post: (fields: Record<string, string>, language: Language) =>
      contact(args(request("/contact_us", fields, language))),
  },
  {
    name: "ask_service",
    values: ASK,
    sent: () => received.ask,
    post: (fields: Record<string, string>, language: Language) =>
      askService(args(request("/ask-service", fields, language))),
  },
] as const;

const answerOf = (challenge: FormChallenge) => String(challenge.a + challenge.b);
const formMessage = (answer: Answer) => answer.result.error?.[""]?.join(" ") ?? "";

describe.each(FORMS)("$name with reCAPTCHA keys set", (form) => {
  it.each(["en", "ar"] as const)(
    "asks a post without a token the question, values kept (%s)",
    async (language) => {
      const response = await form.post({ ...form.values, [RECAPTCHA_FIELD]: "" }, language);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Answer;
      expect(answer.challenge).toMatchObject({ a: expect.any(Number), b: expect.any(Number) });
      expect(answer.result.initialValue).toMatchObject(form.values);
      const message = formMessage(answer);
      if (language === "ar") expect(message).toMatch(/[\u0600-\u06FF]/);
      else expect(message).toMatch(/answer the question/);
      expect(form.sent()).toBe(0);
      expect(received.siteverify).toHaveLength(0);
    },
  );

  it.each(["en", "ar"] as const)("accepts the right answer (%s)", async (language) => {
    const first = (await (await form.post(form.values, language)).json()) as Answer;
    const challenge = first.challenge!;
    const response = await form.post(
      {
        ...form.values,
        [CHALLENGE_FIELD]: challenge.token,
        [CHALLENGE_ANSWER_FIELD]: answerOf(challenge),
      },
      language,
    );
    expect(response.status).toBe(303);
    expect(form.sent()).toBe(1);
  });

  it("accepts the answer in Arabic-Indic digits", async () => {
    const challenge = createChallenge(form.name);
    const digits = answerOf(challenge).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);
    const response = await form.post(
      { ...form.values, [CHALLENGE_FIELD]: challenge.token, [CHALLENGE_ANSWER_FIELD]: digits },
      "ar",
    );
    expect(response.status).toBe(303);
  });

  const refusals: Array<[string, (challenge: FormChallenge) => Record<string, string>]> = [
    [
      "a wrong answer",
      (c) => ({ [CHALLENGE_FIELD]: c.token, [CHALLENGE_ANSWER_FIELD]: String(c.a + c.b + 1) }),
    ],
    [
      "a forged signature",
      (c) => ({
        [CHALLENGE_FIELD]: `${c.token.split(".").slice(0, 3).join(".")}.${"A".repeat(43)}`,
        [CHALLENGE_ANSWER_FIELD]: answerOf(c),
      }),
    ],
    ["an answer without its question", (c) => ({ [CHALLENGE_ANSWER_FIELD]: answerOf(c) })],
  ];

  it.each(refusals)("refuses %s, values kept, with a new question", async (_, fields) => {
    for (const language of ["en", "ar"] as const) {
      const challenge = createChallenge(form.name);
      const response = await form.post({ ...form.values, ...fields(challenge) }, language);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Answer;
      expect(answer.result.initialValue).toMatchObject(form.values);
      expect(answer.challenge?.token).not.toBe(challenge.token);
      expect(formMessage(answer)).not.toBe("");
      if (language === "ar") expect(formMessage(answer)).toMatch(/[\u0600-\u06FF]/);
    }
    expect(form.sent()).toBe(0);
  });

  it("refuses an expired question, one made for another form, and a second use", async () => {
    const old = createChallenge(form.name, Date.now() - CHALLENGE_MAX_AGE_MS - 1_000);
    const expired = await form.post(
      { ...form.values, [CHALLENGE_FIELD]: old.token, [CHALLENGE_ANSWER_FIELD]: answerOf(old) },
      "en",
    );
    expect(expired.status).toBe(400);
    expect(formMessage((await expired.json()) as Answer)).toMatch(/not right|expired/);

    const other = createChallenge(form.name === "contact" ? "ask_service" : "contact");
    const elsewhere = await form.post(
      { ...form.values, [CHALLENGE_FIELD]: other.token, [CHALLENGE_ANSWER_FIELD]: answerOf(other) },
      "en",
    );
    expect(elsewhere.status).toBe(400);

    const once = createChallenge(form.name);
    const fields = {
      ...form.values,
      [CHALLENGE_FIELD]: once.token,
      [CHALLENGE_ANSWER_FIELD]: answerOf(once),
    };
    expect((await form.post(fields, "en")).status).toBe(303);
    expect((await form.post(fields, "en")).status).toBe(400);
    expect(form.sent()).toBe(1);
  });

  it("accepts a token Google confirms, and refuses one it rejects, as before", async () => {
    const good = await form.post({ ...form.values, [RECAPTCHA_FIELD]: "good-token" }, "en");
    expect(good.status).toBe(303);
    const bad = await form.post({ ...form.values, [RECAPTCHA_FIELD]: "bad-token" }, "ar");
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as Answer;
    expect(answer.challenge).toBeNull();
    expect(answer.result.initialValue).toMatchObject(form.values);
    expect(received.siteverify).toEqual(["good-token", "bad-token"]);
    expect(form.sent()).toBe(1);
  });

  it("asks the question when Google cannot be reached", async () => {
    server.use(http.post(VERIFY_URL, () => HttpResponse.json({}, { status: 503 })));
    const response = await form.post({ ...form.values, [RECAPTCHA_FIELD]: "good-token" }, "en");
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).challenge).not.toBeNull();
    expect(form.sent()).toBe(0);
  });
});

describe.each(FORMS)("$name without reCAPTCHA keys (the default)", (form) => {
  it("accepts a post without a token as today", async () => {
    stubAppEnv({ RECAPTCHA_SITE_KEY: "", RECAPTCHA_SECRET_KEY: "" });
    const response = await form.post(form.values, "en");
    expect(response.status).toBe(303);
    expect(form.sent()).toBe(1);
  });
});
