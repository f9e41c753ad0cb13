// Two staff editing one record (ADR 0022): the form sends the stamp it was opened with, and the
// provider's 409 gives the form back as typed with a message, in the admin's language, naming who
// changed the record and when, a link to that change in the history, and the stamp to save over it.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SaveModal } from "~/components/dashboard/save-modal";
import { ENTITIES } from "~/modules/dashboard/entities";
import { API, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { renderRoute } from "./render-route";
import { answered, dashboardAnswered } from "../../../support/records";
import { entityRoute } from "./entity-route";

const { action } = entityRoute("FAQs");

const provider = mockProvider();

const OPENED = "2026-03-01T09:00:00.000Z";
const THEIRS = "2026-03-02T10:30:00.000Z";
const TYPED = {
  intent: "save",
  id: "7",
  updated_at: OPENED,
  ar_name: "سؤالي المعدّل",
  en_name: "My edited question",
  ar_answer: "<p>جوابي</p>",
  en_answer: "<p>My answer</p>",
};
const SHOWN = {
  en: [
    "This record was changed after you opened it",
    "saved it on 2 Mar 2026, 10:30 (UTC)",
    "See their version",
  ],
  ar: ["تغيّر هذا السجل بعد أن فتحته", "حفظه", "اطّلع على نسختهم"],
};

/** The provider as it answers a stale save, keeping what the app sent it. */
function staleSave() {
  const sent: FormData[] = [];
  provider.use(
    http.post(`${API}/dashboard/faqs/save`, async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json(
        {
          status: 409,
          message: "Salma changed this record",
          errors: "Salma changed this record",
          data: answered.conflictAnswer({
            updated_at: THEIRS,
            changed_by: { id: 4, username: "Salma" },
            changed_at: THEIRS,
          }),
        },
        { status: 409 },
      );
    }),
    http.post(`${API}/dashboard/faqs/revisions`, () =>
      HttpResponse.json({
        status: 200,
        data: [
          answered.revision({
            id: 31,
            created_at: THEIRS,
            action: "update",
            admin: { id: 4, name: "Salma" },
            changes: [],
          }),
          answered.revision({
            id: 30,
            created_at: OPENED,
            action: "create",
            admin: { id: 1, name: "Mona" },
            changes: [],
          }),
        ],
      }),
    ),
  );
  return sent;
}

/** The save form as the page renders it after the action answered `data`. */
async function renderForm(lang: "en" | "ar", data: object, stored = OPENED) {
  const item = dashboardAnswered.faq({
    id: 7,
    ar_name: "قديم",
    en_name: "Old",
    ar_answer: TYPED.ar_answer,
    en_answer: TYPED.en_answer,
    created_at: OPENED,
    updated_at: stored,
  });
  const routes = [
    {
      id: "faqs",
      path: "/dashboard/FAQs",
      loader: () => null,
      action: () => data,
      element: (
        <SaveModal
          config={ENTITIES.faqs}
          modal={{ mode: "edit", item, options: {} }}
          back=""
          closeTo="/dashboard/FAQs"
          locale={lang}
        />
      ),
    },
  ];
  const request = new Request("http://localhost/dashboard/FAQs?edit=7", {
    method: "POST",
    body: new URLSearchParams(TYPED),
  });
  return renderRoute(lang, routes, request);
}

describe("an edit conflict", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`keeps the typed form and says who changed the record, and when (${lang})`, async () => {
      const sent = staleSave();
      const response = (await action(
        args(post(`/dashboard/FAQs?edit=7&lng=${lang}`, TYPED, await sessionCookie())),
      )) as Response;
      expect(response.status).toBe(409);
      expect(sent[0].get("updated_at")).toBe(OPENED);
      const data = await response.json();
      // The posted stamp comes back too: a later refused save keeps the one the form was opened with.
      expect(data.result.initialValue).toMatchObject({
        en_name: TYPED.en_name,
        updated_at: OPENED,
      });
      expect(data.conflict).toMatchObject({ by: "Salma", at: THEIRS, updated_at: THEIRS });

      const html = await renderForm(lang, data);
      for (const text of SHOWN[lang]) expect(html).toContain(text);
      expect(html).toContain("Salma");
      // The version before theirs, compared with now, in a new tab: the typed text stays here.
      expect(html).toContain(
        'href="/dashboard/FAQs?edit=7&amp;revision=30#revision-compare" target="_blank"',
      );
      expect(html).toContain(`value="${TYPED.en_name}"`);
      expect(html).not.toContain('value="Old"');
      // Saving again, once told, replaces their version.
      expect(html).toContain(`name="updated_at" value="${THEIRS}"`);
    });
  }

  it("a save refused for a field keeps the stamp it was opened with, not a newer one", async () => {
    // Without JavaScript the page after the action reads the record again, maybe changed since.
    const refused = { result: { status: "error", initialValue: TYPED, error: { en_name: ["x"] } } };
    const html = await renderForm("en", refused, THEIRS);
    expect(html).toContain(`name="updated_at" value="${OPENED}"`);
  });

  it("a form opened before any stamp, or a new record, sends none", async () => {
    const sent = staleSave();
    const { updated_at: _opened, ...old } = TYPED;
    await action(args(post("/dashboard/FAQs?edit=7", old, await sessionCookie())));
    expect(sent[0].has("updated_at")).toBe(false);
  });
});
