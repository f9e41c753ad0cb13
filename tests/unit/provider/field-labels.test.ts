// A field's label is written once per language (public/locales/{ar,en}/dashboard.json): the
// dashboard's forms and audit screen show it, and the provider names the field with it in its
// messages and mails.
import { describe, expect, it } from "vitest";
import { CONTENT_ENTITIES } from "../../../core/content/registry";
import { fieldLabel as dashboardLabel } from "~/modules/dashboard/audit-changes";
import { getServerT } from "~/modules/i18n/i18next.server";
import { fieldLabel, t } from "../../../server/i18n/index.js";
import { contactStaffMail } from "../../../server/mail/templates/staff.js";
import en from "../../../public/locales/en/dashboard.json";
import ar from "../../../public/locales/ar/dashboard.json";

const catalogs = { en, ar };
const brand = { name: { en: "Acme", ar: "أكمي" }, email: "a@acme.example", phone: "+20 100" };

describe("field labels, one catalog per language for both processes", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`${lang}: the provider names every registry field as the dashboard labels it`, async () => {
      const tDashboard = await getServerT(lang, "dashboard");
      for (const entity of Object.values(CONTENT_ENTITIES)) {
        if (entity.key === "faqs") continue; // The FAQ's names are its questions on the screen.
        for (const field of entity.fields) {
          if (field.kind === "images" || field.kind === "requirements") continue;
          expect(fieldLabel(lang, field.name)).toBe(
            dashboardLabel(tDashboard, entity.table, field.name),
          );
        }
      }
    });

    it(`${lang}: a provider message carries the form's label`, () => {
      const label = catalogs[lang].fields.ar_name;
      const message = t(lang, "v_required", { field: "ar_name" });
      expect(message.toLowerCase()).toContain(label.toLowerCase());
      expect(message).toBe(
        lang === "en" ? "The name (Arabic) field is required." : "حقل الاسم (بالعربية) مطلوب.",
      );
    });
  }

  it("a staff mail shows the forms' labels in both languages", async () => {
    const mail = await contactStaffMail(
      "staff@example.test",
      {
        id: 3,
        name: "Nour",
        email: "nour@example.test",
        phone: "+20 100 200 3000",
        reason: "Support",
        info: "Hello",
        createdAt: "2030-05-06T07:08:09.000Z",
        lang: "en",
      },
      brand,
    );
    for (const lang of ["en", "ar"] as const) {
      const { name, email, phone } = catalogs[lang].fields;
      expect(mail.text).toContain(`${name}: Nour`);
      expect(mail.text).toContain(`${email}: nour@example.test`);
      expect(mail.text).toContain(`${phone}: +20 100 200 3000`);
    }
  });
});
