// The dashboard's field messages read like the public forms' (full sentences with a full stop),
// in both languages, and are given before anything reaches the provider.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { entityRoute } from "./entity-route";

const { action } = entityRoute("skills");

mockProvider();

const forms = (lang: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), `public/locales/${lang}/forms.json`), "utf8"));

describe("dashboard field errors", () => {
  for (const lang of ["en", "ar"]) {
    it(`end with a full stop as the public forms' do (${lang})`, async () => {
      const request = post(
        `/dashboard/skills?lng=${lang}`,
        { intent: "save", ar_name: "مهارة", en_name: "" },
        await sessionCookie(),
      );
      const response = (await action(args(request))) as Response;
      expect(response.status).toBe(400);
      const { result } = await response.json();
      expect(result.error.en_name).toEqual([forms(lang).validation.required]);
      expect(result.error.en_name[0]).toMatch(/\.$/);
    });
  }
});
