// Loaders and actions translate with our own `t` (translate.ts, as components do) instead of an
// i18next instance: for every key of every locale file, in both languages, with and without a
// count and with every variable filled in, both give the same text.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { defaultNS, fallbackLanguage, supportedLanguages } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { resources } from "~/modules/i18n/translations.server";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([^{}\s,]+)[^{}]*\}\}/g;

type Leaf = { variables: Set<string>; list: boolean };

/** Every leaf key (plural variants folded into their base key), its variables, whether a list. */
function keysOf(bundle: unknown, prefix = "", out = new Map<string, Leaf>()) {
  for (const [name, value] of Object.entries(bundle as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      keysOf(value, path, out);
      continue;
    }
    const key = path.replace(PLURAL_SUFFIX, "");
    const leaf = out.get(key) ?? { variables: new Set<string>(), list: Array.isArray(value) };
    for (const match of JSON.stringify(value).matchAll(VARIABLE)) leaf.variables.add(match[1]);
    out.set(key, leaf);
  }
  return out;
}

function valuesFor(variables: Set<string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const variable of variables) {
    const [head, ...rest] = variable.split(".");
    values[head] = rest.length ? { [rest.join(".")]: `<${variable}>` } : `<${variable}>`;
  }
  return values;
}

const i18next = createInstance();
// The options the app's strings were written for: i18next's defaults otherwise.
const ready = i18next.init({
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS,
  interpolation: { escapeValue: false },
  lng: "en",
  ns: Object.keys(resources.en),
  resources,
});

describe("getServerT gives i18next's text", () => {
  for (const language of supportedLanguages) {
    for (const namespace of Object.keys(resources[language])) {
      it(`${language}/${namespace}`, async () => {
        await ready;
        const expected = i18next.getFixedT(language, namespace);
        const t = await getServerT(language, namespace);
        const bundle = resources[language][namespace as keyof (typeof resources)["en"]];
        let compared = 0;
        for (const [key, { variables, list }] of keysOf(bundle)) {
          // Lists (the menu's links) are only ever read whole, with returnObjects.
          const values = { ...valuesFor(variables), ...(list ? { returnObjects: true } : {}) };
          for (const count of [undefined, 0, 1, 2, 3, 5, 11, 100]) {
            const options = count === undefined ? values : { ...values, count };
            expect(t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(
              expected(key, options),
            );
            compared += 1;
          }
          if (!list) expect(t(key)).toEqual(expected(key));
        }
        expect(compared).toBeGreaterThan(0);
      });
    }
  }
  it("falls back like i18next for a key that is missing", async () => {
    await ready;
    const t = await getServerT("ar", "common");
    expect(t("no.such.key")).toBe(i18next.getFixedT("ar", "common")("no.such.key"));
    expect(t("dashboard:meta.title")).toBe(
      i18next.getFixedT("ar", "common")("dashboard:meta.title"),
    );
  });
});
