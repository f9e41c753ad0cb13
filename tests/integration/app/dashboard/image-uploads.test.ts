// A dashboard save's images are streamed: to a temporary file as they arrive, from there to the
// provider under the admin's file name, and the file is gone after the answer. An image over
// the limit is refused as it streams, with the form and its text kept, in the admin's language.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_FILE_BYTES } from "~core/validation/rules";
import en from "../../../../public/locales/en/dashboard.json";
import ar from "../../../../public/locales/ar/dashboard.json";
import { args, sessionCookie } from "../accounts/helpers";
import { API, mockProvider } from "../support";
import {
  chunked,
  multipartBody,
  postBody,
  providerAccepts,
  type Received,
} from "../public-forms/uploads";
import { entityRoute } from "./entity-route";

const { action } = entityRoute("categories");

const server = mockProvider();

const NAMES = { intent: "save", id: "5", ar_name: "تصميم", en_name: "Design" };

/** PNG's signature and then filler: the provider decides whether it decodes. */
function pngOf(size: number): Buffer {
  const data = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}

async function save(image: Buffer | null, language = "en", file = "shop front.png") {
  const type = file.endsWith(".png") ? "image/png" : "application/pdf";
  const part = image && { name: "image", header: `filename="${file}"`, type, data: image };
  const cookie = `${await sessionCookie()}; lng=${language}`;
  const body = chunked(multipartBody(NAMES, part));
  return (await action(
    args(postBody(body, { cookie, path: "/dashboard/categories" })),
  )) as Response;
}

let tmp = "";
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "dashboard-upload-test-"));
  vi.stubEnv("TMPDIR", tmp);
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe("a dashboard image", () => {
  it("goes to the provider from a temporary file under its own name; the file is removed after", async () => {
    const image = pngOf(4 * 1024 * 1024);
    const received: Received[] = [];
    let onDisk: number[] = [];
    providerAccepts(server, received, {
      path: "dashboard/categories/save",
      file: "image",
      during: () => {
        onDisk = readdirSync(tmp).flatMap((folder) =>
          readdirSync(path.join(tmp, folder)).map((f) => statSync(path.join(tmp, folder, f)).size),
        );
      },
    });
    const response = await save(image);
    expect(response.status).toBe(303);
    expect(onDisk).toEqual([image.length]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ name: "shop front.png", type: "image/png" });
    expect(received[0]!.fields).toMatchObject({ id: "5", en_name: "Design", ar_name: "تصميم" });
    expect(received[0]!.bytes.equals(image)).toBe(true);
    expect(readdirSync(tmp)).toEqual([]);
  });

  for (const [language, bundle] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    it(`over the limit is refused by its input, the names kept (${language})`, async () => {
      const calls: string[] = [];
      server.use(
        http.post(`${API}/dashboard/categories/save`, ({ request }) => {
          calls.push(request.url);
          return HttpResponse.json({ status: 200, data: { id: 5 } });
        }),
      );
      const response = await save(pngOf(MAX_FILE_BYTES + 64 * 1024), language);
      expect(response.status).toBe(413);
      const { result, toast, filesChosen } = await response.json();
      expect(result.error.image).toEqual([bundle.toast.file_too_large]);
      // By its field only, not a toast too; the form's summary says to choose the images again.
      expect(toast).toBeUndefined();
      expect(filesChosen).toBe(true);
      expect(result.initialValue).toMatchObject({ ar_name: "تصميم", en_name: "Design" });
      expect(calls).toEqual([]);
      expect(readdirSync(tmp)).toEqual([]);
    });
  }
});

describe("a refused save", () => {
  for (const [language, bundle] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    it(`with a file that is not an image: the message by the field, no toast (${language})`, async () => {
      const response = await save(Buffer.from("%PDF-1.4"), language, "notes.pdf");
      expect(response.status).toBe(400);
      const { result, toast, filesChosen } = await response.json();
      expect(result.error.image).toEqual([bundle.toast.not_image]);
      expect(toast).toBeUndefined();
      expect(filesChosen).toBe(true);
      expect(result.initialValue).toMatchObject({ en_name: "Design" });
    });

    it(`refused by the provider on a field: by the field only; no image, nothing to choose again (${language})`, async () => {
      const taken = language === "ar" ? "الاسم مستخدم." : "The name is taken.";
      server.use(
        http.post(`${API}/dashboard/categories/save`, () =>
          HttpResponse.json({ status: 422, errors: { en_name: [taken] } }, { status: 422 }),
        ),
      );
      const response = await save(null, language);
      expect(response.status).toBe(400);
      const { result, toast, filesChosen } = await response.json();
      expect(result.error.en_name).toEqual([taken]);
      expect(toast).toBeUndefined();
      expect(filesChosen).toBe(false);
    });
  }
});
