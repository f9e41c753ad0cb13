import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resources } from "~/modules/i18n/translations.server";

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../public/locales",
);

function keys(value: unknown, prefix = ""): string[] {
  // Arrays (e.g. admin_navbar.links) are walked by index, so both languages need the same items.
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

function read(lang: string, file: string) {
  return JSON.parse(readFileSync(path.join(localesDir, lang, file), "utf8"));
}

describe("locale files", () => {
  const files = readdirSync(path.join(localesDir, "en")).sort();

  it("exist with the same namespaces in both languages", () => {
    expect(readdirSync(path.join(localesDir, "ar")).sort()).toEqual(files);
    expect(files).toContain("common.json");
  });

  for (const file of files) {
    it(`${file} has identical keys and no text missing in one language`, () => {
      const en = read("en", file);
      const ar = read("ar", file);
      expect(keys(ar).sort()).toEqual(keys(en).sort());
      const at = (data: unknown, key: string) =>
        key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data);
      for (const key of keys(en)) {
        const [enValue, arValue] = [at(en, key), at(ar, key)];
        expect(typeof arValue, key).toBe(typeof enValue);
        // Empty in one language only is a missing translation; empty in both is data (a path).
        expect(enValue === "", key).toBe(arValue === "");
      }
    });

    it(`${file} is served to the server renderer too`, () => {
      const namespace = file.replace(/\.json$/, "") as keyof typeof resources.en;
      expect(resources.en[namespace]).toEqual(read("en", file));
      expect(resources.ar[namespace]).toEqual(read("ar", file));
    });
  }

  it("has the spec's exact error texts", () => {
    const en = read("en", "common.json");
    expect(en.not_found).toEqual({
      title: "This page could not be found",
      back_home: "Back to the home page",
    });
    expect(en.error_page.default).toBe("Error");
    expect(en.error_page.render_failed).toBe("An error occurred while showing the error page");
    expect(en.error_page.go_home).toBe("Go back to home");
    expect(Object.keys(en.ask_service)).toEqual(
      expect.arrayContaining(["title", "service_type", "info", "info_file", "send", "close"]),
    );
  });

  it("has Arabic texts written in Arabic", () => {
    const ar = read("ar", "common.json");
    for (const text of [
      ar.not_found.title,
      ar.not_found.back_home,
      ar.errors.provider_unavailable,
    ]) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
