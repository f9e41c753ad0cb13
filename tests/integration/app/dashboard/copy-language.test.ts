// "Copy from English/Arabic" without JavaScript (docs/publishing.md, "The editor"): the action
// answers the copy button's post with the form again, the one field copied and every other value
// as typed, and saves nothing; an intent naming anything but one of the form's translated pairs
// is refused.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { ENTITIES } from "~/modules/dashboard/entities";
import { fieldRows, type FieldPair } from "~/modules/dashboard/field-pairs";
import { args, post, sessionCookie } from "../accounts/helpers";
import { API, caught, mockProvider } from "../support";
import { entityRoute } from "./entity-route";

const { action: services } = entityRoute("services");
const { action: pages } = entityRoute("pages");

const server = mockProvider();

const TYPED = {
  id: "7",
  back: "?page=2",
  ar_name: "",
  en_name: "Logo design",
  ar_info: "<p>تصميم الشعارات</p>",
  en_info: "",
  category_id: "3",
  ar_status: "draft",
  en_status: "published",
  publish_at: "",
};

/** The form as conform hands it back: empty values left out (they render empty), the intent in. */
const filled = (fields: Record<string, string>, intent: string) => ({
  ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "")),
  intent,
});

/** Every save the provider is asked for: none may come from a copy. */
function saves() {
  const calls: string[] = [];
  server.use(
    http.post(`${API}/dashboard/:entity/save`, ({ params }) => {
      calls.push(String(params.entity));
      return HttpResponse.json({ status: 200, data: { id: 7 } });
    }),
  );
  return calls;
}

async function copy(intent: string, fields: Record<string, string> = TYPED, path = "services") {
  const request = post(`/dashboard/${path}?edit=7`, { ...fields, intent }, await sessionCookie());
  return (path === "pages" ? pages : services)(args(request));
}

describe("copy from the other language without JavaScript", () => {
  it("fills the one field from the other language and keeps everything else as typed", async () => {
    const calls = saves();
    const response = (await copy("copy:en_name>ar_name")) as Response;
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.copied).toBe("ar_name");
    expect(answer.filesChosen).toBe(false);
    expect(answer.result.initialValue).toEqual(
      filled({ ...TYPED, ar_name: "Logo design" }, "copy:en_name>ar_name"),
    );
    // Not a save: no field is judged, so no message by the fields still empty.
    expect(answer.result.error).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("copies rich text as its HTML, Arabic into English", async () => {
    const calls = saves();
    const answer = await ((await copy("copy:ar_info>en_info")) as Response).json();
    expect(answer.result.initialValue).toEqual(
      filled({ ...TYPED, en_info: "<p>تصميم الشعارات</p>" }, "copy:ar_info>en_info"),
    );
    expect(calls).toEqual([]);
  });

  it("works on any screen with pairs: a page's title", async () => {
    const calls = saves();
    const fields = {
      id: "1",
      key: "privacy",
      ar_title: "",
      en_title: "Privacy",
      ar_body: "",
      en_body: "",
    };
    const answer = await (
      (await copy("copy:en_title>ar_title", fields, "pages")) as Response
    ).json();
    expect(answer.result.initialValue).toEqual(
      filled({ ...fields, ar_title: "Privacy" }, "copy:en_title>ar_title"),
    );
    expect(calls).toEqual([]);
  });

  for (const forged of [
    "copy:en_name>category_id",
    "copy:category_id>ar_name",
    "copy:en_name>ar_info",
    "copy:en_name>en_name",
    "copy:image>ar_name",
    "copy:en_name>ar_name>en_info",
    // A slug sits under its name: no copy between the languages' addresses.
    "copy:en_slug>ar_slug",
    "copy:",
  ]) {
    it(`refuses an intent that names no translated pair: ${forged}`, async () => {
      const calls = saves();
      const response = await caught(copy(forged));
      expect(response.status).toBe(400);
      expect(calls).toEqual([]);
    });
  }

  it("refuses a page's fixed key as a copy target", async () => {
    const fields = {
      id: "1",
      key: "privacy",
      ar_title: "",
      en_title: "x",
      ar_body: "",
      en_body: "",
    };
    expect((await caught(copy("copy:en_title>key", fields, "pages"))).status).toBe(400);
  });
});

describe("the editor's rows", () => {
  it("pair each translated field and leave the others alone, in the fields' order", () => {
    const side = (pair: FieldPair, lang: "ar" | "en") =>
      [pair[lang], ...pair.with[lang]].map((field) => field.name).join("+");
    const rows = fieldRows(ENTITIES.services.fields).map((row) =>
      row.kind === "pair" ? `${side(row.pair, "ar")}|${side(row.pair, "en")}` : row.field.name,
    );
    expect(rows).toEqual([
      // The addresses sit under the names, each in its language's column (docs/publishing.md).
      "ar_name+ar_slug|en_name+en_slug",
      "ar_info|en_info",
      "category_id",
      "image",
    ]);
    const page = fieldRows(ENTITIES.pages.fields).map((row) =>
      row.kind === "pair" ? row.pair.base : row.field.name,
    );
    expect(page).toEqual(["key", "title", "body"]);
  });
});
