// The ask-service action with msw as the provider: any file name the visitor's system allows is
// accepted and forwarded under that name, every failure shows the typed values again, and
// a body that cannot be parsed is a 400 page.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/_site.ask-service/route";
import { MAX_FILE_BYTES } from "~/modules/ask-service/constraint";
import { args, protectedFields } from "../accounts/helpers";
import { API, caught, mockProvider } from "../support";
import { multipartBody, postBody, providerAccepts, type FilePart, type Received } from "./uploads";

const server = mockProvider();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const INFO = "A shop for handmade lamps, in Arabic and English. متجر للمصابيح";

function fields(extra: Record<string, string> = {}) {
  return {
    type: "build_website",
    info: INFO,
    email: "lamps@example.test",
    redirectTo: "/services?ask=1",
    ...protectedFields(),
    ...extra,
  };
}

function pdfPart(header: string, data = PDF, type = "application/pdf"): FilePart {
  return { name: "info_file", header, type, data };
}

type ActionData = {
  result: { initialValue: Record<string, unknown> | null; error?: Record<string, string[]> };
  redirectTo: string;
};

const LONG = `${"ملف طويل جدا ".repeat(30)}x`.slice(0, 296);

/** How the part names the file, and the name the visitor's system gave it. */
const NAMES: Array<[string, string, string]> = [
  ["an equals sign", 'filename="a=b.pdf"', "a=b.pdf"],
  ["quotes as browsers send them (%22)", 'filename="a=b %22c%22 ملف.pdf"', 'a=b "c" ملف.pdf'],
  ["backslash-escaped quotes", 'filename="say \\"hi\\" now.pdf"', 'say "hi" now.pdf'],
  ["raw unescaped quotes and a semicolon", 'filename="x "y"; z=1.pdf"', 'x "y"; z=1.pdf'],
  ["Arabic letters", 'filename="عرض سعر المشروع.pdf"', "عرض سعر المشروع.pdf"],
  [
    "an RFC 5987 name",
    "filename=\"fallback.pdf\"; filename*=UTF-8''%D9%85%D9%84%D9%81%3D1.pdf",
    "ملف=1.pdf",
  ],
  ["300 characters", `filename="${LONG}.pdf"`, `${LONG}.pdf`],
];

describe("ask-service upload names", () => {
  it.each(NAMES)(
    "accepts a file name with %s and forwards it under that name",
    async (_, header, name) => {
      const received: Received[] = [];
      providerAccepts(server, received);
      const response = await action(args(postBody(multipartBody(fields(), pdfPart(header)))));
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/services");
      expect(received).toHaveLength(1);
      // The provider makes the name harmless before it stores or shows it (names.ts there).
      expect(received[0]!.name).toBe(name);
      expect(received[0]!.type).toBe("application/pdf");
      expect(received[0]!.bytes.equals(PDF)).toBe(true);
      expect(received[0]!.fields).toEqual({
        type: "build_website",
        info: INFO,
        email: "lamps@example.test",
      });
    },
  );

  it("sends the type the content shows when the browser declares none", async () => {
    const received: Received[] = [];
    providerAccepts(server, received);
    const part = pdfPart('filename="scan=1.PDF"', PDF, "application/octet-stream");
    const response = await action(args(postBody(multipartBody(fields(), part))));
    expect(response.status).toBe(303);
    expect(received[0]).toMatchObject({ name: "scan=1.PDF", type: "application/pdf" });
  });
});

describe("ask-service failures keep what the visitor typed", () => {
  it("when the provider refuses the request", async () => {
    server.use(
      http.post(`${API}/ask_service`, () =>
        HttpResponse.json(
          { status: 422, errors: { info_file: ["The file type is not allowed."] } },
          { status: 422 },
        ),
      ),
    );
    const body = multipartBody(fields(), pdfPart('filename="a=b %22c%22 ملف.pdf"'));
    const response = (await action(args(postBody(body)))) as Response;
    expect(response.status).toBe(422);
    const data = (await response.json()) as ActionData;
    expect(data.result.initialValue).toMatchObject({ type: "build_website", info: INFO });
    expect(data.result.initialValue).not.toHaveProperty("info_file");
    expect(data.result.error?.info_file).toEqual(["The file type is not allowed."]);
    expect(data.redirectTo).toBe("/services");
  });

  it("when the provider cannot be reached", async () => {
    server.use(http.post(`${API}/ask_service`, () => HttpResponse.error()));
    const body = multipartBody(fields(), pdfPart(`filename="${LONG}.pdf"`));
    const response = (await action(args(postBody(body)))) as Response;
    expect(response.status).toBe(503);
    const data = (await response.json()) as ActionData;
    expect(data.result.initialValue).toMatchObject({ type: "build_website", info: INFO });
  });

  it("when a field is invalid", async () => {
    const body = multipartBody(fields({ info: "abc" }), pdfPart('filename="x=y.pdf"'));
    const response = (await action(args(postBody(body)))) as Response;
    expect(response.status).toBe(400);
    const data = (await response.json()) as ActionData;
    expect(data.result.initialValue).toMatchObject({ type: "build_website", info: "abc" });
    expect(data.result.error?.info).toBeDefined();
  });

  it("when the file is too large", async () => {
    const big = Buffer.alloc(MAX_FILE_BYTES + 512 * 1024, 0x41);
    const body = multipartBody(fields(), pdfPart('filename="big=1.pdf"', big));
    const response = (await action(args(postBody(body)))) as Response;
    expect(response.status).toBe(413);
    const data = (await response.json()) as ActionData;
    expect(data.result.initialValue).toMatchObject({ type: "build_website", info: INFO });
    expect(data.result.error?.info_file?.[0]).toMatch(/10/);
  });
});

describe("ask-service bodies that cannot be parsed", () => {
  it("answers 400 to a truncated body", async () => {
    const body = multipartBody(fields(), pdfPart('filename="a.pdf"'));
    const thrown = await caught(action(args(postBody(body.subarray(0, body.length - 60)))));
    expect(thrown.status).toBe(400);
  });

  it("answers 400 to a body framed with another boundary", async () => {
    const body = multipartBody(fields(), pdfPart('filename="a.pdf"'));
    const thrown = await caught(
      action(args(postBody(body, { contentType: "multipart/form-data; boundary=something-else" }))),
    );
    expect(thrown.status).toBe(400);
  });

  it("answers 400 to a multipart type without a boundary, or a body that is not multipart", async () => {
    const body = multipartBody(fields(), null);
    expect(
      (await caught(action(args(postBody(body, { contentType: "multipart/form-data" }))))).status,
    ).toBe(400);
    expect((await caught(action(args(postBody(body, { contentType: "text/plain" }))))).status).toBe(
      400,
    );
  });
});
