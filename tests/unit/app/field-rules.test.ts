// One rule builder (core/validation/field-rules.ts): the dashboard's action and the provider
// refuse the same values of a registry form for the same reasons, each in its own words and in
// both languages.
import { describe, expect, it } from "vitest";
import { ENTITIES } from "~/modules/dashboard/entities";
import { dashboardSay, schemaFor } from "~/modules/dashboard/schema";
import { getServerT } from "~/modules/i18n/i18next.server";
import { parseForm } from "~/modules/validation/form-schema";
import { ApiError } from "../../../server/http/errors";
import { checkFields } from "../../../server/http/field-check";
import { parseSettings } from "../../../server/settings/fields";
import { settingsSchema } from "~/modules/site-settings/form";

type Lang = "ar" | "en";
const filled = {
  ar_name: "مشروع",
  en_name: "Project",
  ar_info: "<p>نص</p>",
  en_info: "<p>Text</p>",
  service_id: "3",
};

async function dashboardErrors(lang: Lang, key: "projects" | "team", sent: Record<string, string>) {
  const t = await getServerT(lang, "dashboard");
  const form = new FormData();
  for (const [name, value] of Object.entries(sent)) form.append(name, value);
  const submission = parseForm(form, schemaFor(ENTITIES[key], true, dashboardSay(t)));
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

function providerErrors(lang: Lang, key: "projects" | "team", sent: Record<string, string>) {
  try {
    checkFields(lang, sent, ENTITIES[key].fields, { isNew: true, drafts: [] });
    return {};
  } catch (error) {
    if (error instanceof ApiError && error.body.kind === "fields") return error.body.errors;
    throw error;
  }
}

const cases: { what: string; key: "projects" | "team"; sent: Record<string, string> }[] = [
  { what: "a name too long", key: "projects", sent: { ...filled, en_name: "x".repeat(256) } },
  {
    what: "a link that is no web address",
    key: "projects",
    sent: { ...filled, link: "ftp://a.b" },
  },
  { what: "a service that is no id", key: "projects", sent: { ...filled, service_id: "two" } },
  { what: "an empty required text", key: "projects", sent: { ...filled, ar_info: "<p> </p>" } },
  {
    what: "a place past the last",
    key: "team",
    sent: { ar_name: "أ", en_name: "A", ar_role: "ب", en_role: "B", sort: "2000000" },
  },
];

const expected: Record<string, { field: string; en: [RegExp, RegExp]; ar: [RegExp, RegExp] }> = {
  "a name too long": {
    field: "en_name",
    en: [/at most 255 characters/, /may not be greater than 255 characters/],
    ar: [/255/, /255/],
  },
  "a link that is no web address": {
    field: "link",
    en: [/https:\/\//, /valid URL/],
    ar: [/https:\/\//, /رابط|URL/],
  },
  "a service that is no id": {
    field: "service_id",
    en: [/whole number/, /whole number/],
    ar: [/عدد/, /عدد/],
  },
  "an empty required text": {
    field: "ar_info",
    en: [/required/, /required/],
    ar: [/مطلوب/, /مطلوب/],
  },
  "a place past the last": {
    field: "sort",
    en: [/no greater than 1000000/, /may not be greater than 1000000/],
    ar: [/1000000/, /1000000/],
  },
};

describe("the dashboard and the provider check a registry form with one set of rules", () => {
  for (const lang of ["en", "ar"] as const) {
    for (const { what, key, sent } of cases) {
      it(`${lang}: both refuse ${what}, on that field only`, async () => {
        const {
          field,
          [lang]: [dashboardText, providerText],
        } = expected[what];
        const dashboard = await dashboardErrors(lang, key, sent);
        const provider = providerErrors(lang, key, sent);
        expect(Object.keys(dashboard)).toEqual([field]);
        expect(Object.keys(provider)).toEqual([field]);
        expect(dashboard[field]?.[0]).toMatch(dashboardText);
        expect(provider[field]?.[0]).toMatch(providerText);
      });
    }
    it(`${lang}: both accept a filled form, and a draft language may stay empty`, async () => {
      expect(await dashboardErrors(lang, "projects", filled)).toEqual({});
      expect(providerErrors(lang, "projects", filled)).toEqual({});
      const { en_name: _name, en_info: _info, ...arabicOnly } = filled;
      expect(providerErrors(lang, "projects", arabicOnly)).toHaveProperty("en_name");
      const t = await getServerT(lang, "dashboard");
      const form = new FormData();
      for (const [name, value] of Object.entries(arabicOnly)) form.append(name, value);
      const schema = schemaFor(ENTITIES.projects, true, dashboardSay(t), ["en"]);
      expect(parseForm(form, schema).status).toBe("success");
      const stored = checkFields(lang, arabicOnly, ENTITIES.projects.fields, {
        isNew: true,
        drafts: ["en"],
      });
      expect(stored).toMatchObject({ service_id: 3, ar_info: "<p>نص</p>" });
    });
  }
});

describe("the settings form is checked alike on both sides", () => {
  it("both refuse a tagline past its length and an address that is no web address", async () => {
    const t = await getServerT("en", "dashboard");
    const form = new FormData();
    form.append("en_tagline", "x".repeat(121));
    form.append("github", "github.com/acme");
    const dashboard = parseForm(form, settingsSchema(dashboardSay(t)));
    const shown = dashboard.status === "error" ? (dashboard.error ?? {}) : {};
    expect(shown.en_tagline).toEqual(["Use at most 120 characters."]);
    expect(shown.github).toEqual(["Enter a full address starting with https://."]);
    const provider = await parseSettings(
      "en",
      { en_tagline: "x".repeat(121), github: "github.com/acme" },
      async () => new Set(),
    ).catch((error: unknown) => (error instanceof ApiError ? error.body : null));
    expect(provider).toMatchObject({
      kind: "fields",
      errors: {
        en_tagline: ["The tagline (English) may not be greater than 120 characters."],
        github: ["The GitHub must be a valid URL (http or https)."],
      },
    });
  });
});
