// The ask-service upload is streamed: to a temporary file as it arrives, from there to the
// provider (with its length announced), and the file is gone once the action has answered,
// whatever the answer (docs/performance.md, "Uploads").
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_FILE_BYTES } from "~/modules/ask-service/constraint";
import { action } from "~/routes/_site.ask-service/route";
import { args, protectedFields } from "../accounts/helpers";
import { API, caught, mockProvider } from "../support";
import {
  BOUNDARY,
  chunked,
  multipartBody,
  postBody,
  providerAccepts,
  type Received,
} from "./uploads";

const server = mockProvider();

const INFO = "Plans for a bakery's website, with the menu attached. خطة موقع مخبز";
const fields = () => ({
  type: "build_website",
  info: INFO,
  email: "visitor@example.test",
  redirectTo: "/",
  ...protectedFields(),
});

/** A file the provider would take for a PDF: the signature, then `size` bytes of filler. */
function pdfOf(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write("%PDF-1.4\n");
  return data;
}

function pdfPart(data: Buffer, filename = "menu.pdf") {
  return { name: "info_file", header: `filename="${filename}"`, type: "application/pdf", data };
}

let tmp = "";
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "ask-upload-test-"));
  // The uploads' folders go to the system's temporary folder: this test's own.
  vi.stubEnv("TMPDIR", tmp);
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** The files in the uploads' folders, with their sizes. */
function uploadedFiles() {
  return readdirSync(tmp).flatMap((folder) =>
    readdirSync(path.join(tmp, folder)).map((file) => statSync(path.join(tmp, folder, file)).size),
  );
}

type ActionData = { result: { initialValue: Record<string, unknown> | null } };

describe("an upload on its way to the provider", () => {
  it("is read from a temporary file, with its length announced, and the file removed after", async () => {
    const data = pdfOf(3 * 1024 * 1024);
    const received: Received[] = [];
    let onDisk: number[] = [];
    providerAccepts(server, received, { during: () => (onDisk = uploadedFiles()) });
    const body = multipartBody(fields(), pdfPart(data, "a=b; menu.pdf"));
    const response = await action(args(postBody(chunked(body))));
    expect(response.status).toBe(303);
    expect(onDisk).toEqual([data.length]);
    expect(received).toHaveLength(1);
    expect(received[0]!.name).toBe("a=b; menu.pdf");
    expect(received[0]!.bytes.equals(data)).toBe(true);
    expect(Number(received[0]!.contentLength)).toBeGreaterThan(data.length);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe("the temporary file is removed", () => {
  it("when the provider refuses the request", async () => {
    server.use(
      http.post(`${API}/ask_service`, () =>
        HttpResponse.json({ status: 422, errors: { info: ["No."] } }, { status: 422 }),
      ),
    );
    const body = multipartBody(fields(), pdfPart(pdfOf(200_000)));
    expect(((await action(args(postBody(chunked(body))))) as Response).status).toBe(422);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("when the provider cannot be reached", async () => {
    server.use(http.post(`${API}/ask_service`, () => HttpResponse.error()));
    const body = multipartBody(fields(), pdfPart(pdfOf(200_000)));
    expect(((await action(args(postBody(chunked(body))))) as Response).status).toBe(503);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("when the file is refused for its content", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const part = { name: "info_file", header: 'filename="a.png"', type: "image/png", data: svg };
    const response = (await action(args(postBody(multipartBody(fields(), part))))) as Response;
    expect(response.status).toBe(400);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("when the file is too large, the text typed after it kept", async () => {
    const body = multipartBody(fields(), pdfPart(pdfOf(MAX_FILE_BYTES + 100_000)), {
      fileFirst: true,
    });
    const response = (await action(args(postBody(chunked(body))))) as Response;
    expect(response.status).toBe(413);
    const data = (await response.json()) as ActionData;
    expect(data.result.initialValue).toMatchObject({ type: "build_website", info: INFO });
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("when the visitor goes away half way", async () => {
    const body = multipartBody(fields(), pdfPart(pdfOf(2 * 1024 * 1024)));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > body.length / 2) return controller.error(new Error("connection reset"));
        controller.enqueue(new Uint8Array(body.subarray(sent, sent + 64 * 1024)));
        sent += 64 * 1024;
      },
    });
    expect((await caught(action(args(postBody(stream))))).status).toBe(400);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe("a body far over the limit", () => {
  it("is read no further than the limit, and the typed text comes back", async () => {
    // The fields, then a file part that never ends.
    const fieldsOnly = multipartBody(fields(), null);
    const head = Buffer.concat([
      fieldsOnly.subarray(0, fieldsOnly.length - `--${BOUNDARY}--\r\n`.length),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="info_file"; filename="big.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
      ),
    ]);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = pulled === 0 ? head : Buffer.alloc(256 * 1024, 0x41);
        pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const response = (await action(args(postBody(endless)))) as Response;
    expect(response.status).toBe(413);
    const data = (await response.json()) as ActionData;
    expect(data.result.initialValue).toMatchObject({ type: "build_website", info: INFO });
    expect(pulled).toBeLessThan(MAX_FILE_BYTES + 2 * 1024 * 1024);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe("an 11 MB post, over the body's limit but under the edge's", () => {
  // Cancelling the rest of the body resets the connection: the browser, still sending, shows
  // its own error page instead of the form. The announced rest is read and let go instead.
  it.each([
    ["en", /10 MB/],
    ["ar", /10/],
  ])("is read to its end and answers the form, text kept, in %s", async (lang, message) => {
    const body = multipartBody(fields(), pdfPart(pdfOf(11 * 1024 * 1024)));
    let pulled = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // The end comes a moment after the last bytes, as a socket's end does.
        if (pulled >= body.length) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return controller.close();
        }
        const chunk = body.subarray(pulled, pulled + 64 * 1024);
        pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = postBody(stream, { cookie: `lng=${lang}` });
    request.headers.set("Content-Length", String(body.length));
    const response = (await action(args(request))) as Response;
    expect(response.status).toBe(413);
    expect(cancelled).toBe(false);
    expect(pulled).toBe(body.length);
    const data = (await response.json()) as ActionData & {
      result: { error?: Record<string, string[]> };
    };
    expect(data.result.initialValue).toMatchObject({ type: "build_website", info: INFO });
    const error = data.result.error?.info_file?.[0] ?? "";
    expect(error).toMatch(message);
    expect(/[\u0600-\u06FF]/.test(error)).toBe(lang === "ar");
    expect(readdirSync(tmp)).toEqual([]);
  });
});
