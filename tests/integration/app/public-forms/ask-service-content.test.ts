// The ask-service attachment is judged by its bytes, not by its name or declared type: what is
// not an image, a PDF or an Office document is refused by the file input, in the visitor's
// language, with the typed text kept, and never reaches the provider (docs/security.md).
import { http, HttpResponse } from "msw";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/_site.ask-service/route";
import en from "../../../../public/locales/en/common.json";
import ar from "../../../../public/locales/ar/common.json";
import { compoundFile, minimalDocx, minimalPdf } from "../../../unit/provider/helpers/files";
import { args, protectedFields } from "../accounts/helpers";
import { API, mockProvider } from "../support";
import { multipartBody, postBody, providerAccepts, type Received } from "./uploads";

const server = mockProvider();

const INFO = "Our logo for the new shop sign, please. شعارنا للافتة المتجر";
// A picture to a browser, but markup: rendering it is the provider's risk the app must not pass on.
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000">' +
    '<rect width="100%" height="100%" fill="red"/></svg>',
);
const HTML = Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>");

type ActionData = {
  result: { initialValue: Record<string, unknown> | null; error?: Record<string, string[]> };
};

function post(file: { filename: string; type: string; data: Buffer }, language = "en") {
  const fields = {
    type: "graphics",
    info: INFO,
    email: "visitor@example.test",
    redirectTo: "/services",
    ...protectedFields(),
  };
  const part = { name: "info_file", header: `filename="${file.filename}"`, ...file };
  return postBody(multipartBody(fields, part), { cookie: `lng=${language}` });
}

/** The provider must not be asked: a call fails the test. */
function providerMustNotBeCalled() {
  const calls: string[] = [];
  server.use(
    http.post(`${API}/ask_service`, ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ status: 200, message: "Request received" });
    }),
  );
  return calls;
}

describe("an attachment whose bytes are not an accepted type", () => {
  for (const [language, bundle] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    it(`refuses an SVG named logo.png, declared image/png, by the file input (${language})`, async () => {
      const calls = providerMustNotBeCalled();
      const request = post({ filename: "logo.png", type: "image/png", data: SVG }, language);
      const response = (await action(args(request))) as Response;
      expect(response.status).toBe(400);
      const data = (await response.json()) as ActionData;
      expect(data.result.error?.info_file).toEqual([bundle.ask_service.validation.file_type]);
      expect(data.result.initialValue).toMatchObject({ type: "graphics", info: INFO });
      expect(data.result.initialValue).not.toHaveProperty("info_file");
      expect(calls).toEqual([]);
    });
  }

  it.each([
    ["HTML named report.pdf", { filename: "report.pdf", type: "application/pdf", data: HTML }],
    [
      "an installer (a compound file without an Office stream) named old.doc",
      { filename: "old.doc", type: "application/msword", data: compoundFile(["\u0005Summary"]) },
    ],
  ])("refuses %s", async (_, file) => {
    const calls = providerMustNotBeCalled();
    const response = (await action(args(post(file)))) as Response;
    expect(response.status).toBe(400);
    const data = (await response.json()) as ActionData;
    expect(data.result.error?.info_file).toEqual([en.ask_service.validation.file_type]);
    expect(calls).toEqual([]);
  });
});

describe("an attachment whose bytes are an accepted type", () => {
  it.each([
    [
      "a PDF named scan.png, declared image/png",
      "scan.png",
      "image/png",
      minimalPdf(),
      "application/pdf",
    ],
    [
      "a Word file declared application/octet-stream",
      "brief.docx",
      "application/octet-stream",
      minimalDocx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "a legacy Word file",
      "brief.doc",
      "application/msword",
      compoundFile(["1Table", "WordDocument"]),
      "application/msword",
    ],
  ])("sends %s with the type its bytes show", async (_, filename, type, data, shown) => {
    const received: Received[] = [];
    providerAccepts(server, received);
    const response = (await action(args(post({ filename, type, data })))) as Response;
    expect(response.status).toBe(303);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ name: filename, type: shown });
    expect(received[0]!.bytes.equals(data)).toBe(true);
  });

  it("sends a PNG as image/png", async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#c00" },
    })
      .png()
      .toBuffer();
    const received: Received[] = [];
    providerAccepts(server, received);
    const response = (await action(
      args(post({ filename: "logo.png", type: "image/png", data: png })),
    )) as Response;
    expect(response.status).toBe(303);
    expect(received[0]).toMatchObject({ name: "logo.png", type: "image/png" });
  });
});
