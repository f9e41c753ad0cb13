// Multipart posts written by hand (so a file name reaches the app exactly as given) and a
// provider stand-in that records what it was sent: shared by the upload tests.
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { API, appRequest } from "../support";

export const BOUNDARY = "----formdata-test-7f3a";

export type FilePart = { name: string; header: string; type: string; data: Buffer };

/** Text fields, then the file (or the file first, with `fileFirst`). */
export function multipartBody(
  fields: Record<string, string>,
  file: FilePart | null,
  { fileFirst = false } = {},
): Buffer {
  const texts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const files = file
    ? [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; ${file.header}\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from("\r\n"),
      ]
    : [];
  const parts = fileFirst ? [...files, ...texts] : [...texts, ...files];
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

type PostOptions = { contentType?: string; cookie?: string; path?: string };

/** A same-site post of `body`, whole or as a stream of chunks. */
export function postBody(
  body: Buffer | ReadableStream<Uint8Array>,
  {
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
    cookie = "lng=en",
    path = "/ask-service",
  }: PostOptions = {},
) {
  const payload: BodyInit = Buffer.isBuffer(body) ? new Uint8Array(body) : body;
  return appRequest(path, {
    method: "POST",
    body: payload,
    cookie,
    headers: {
      "Content-Type": contentType,
      Origin: "http://localhost:3000",
      "Sec-Fetch-Site": "same-origin",
    },
    // A stream body must say it is sent as it is read.
    ...(Buffer.isBuffer(body) ? {} : { duplex: "half" }),
  });
}

/**
 * `body` in chunks of `size` bytes, as a network delivers it: the end of the stream comes a
 * moment after the last bytes, as a socket's end does.
 */
export function chunked(body: Buffer, size = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      if (offset >= body.length) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return controller.close();
      }
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

export type Received = {
  name: string;
  type: string;
  bytes: Buffer;
  fields: Record<string, string>;
  contentLength: string | null;
};

/** The provider accepts and records what it got; `during` runs while the request is open. */
export function providerAccepts(
  server: SetupServer,
  into: Received[],
  { path = "ask_service", file = "info_file", during = () => {} } = {},
) {
  server.use(
    http.post(`${API}/${path}`, async ({ request }) => {
      during();
      const contentLength = request.headers.get("Content-Length");
      const form = await request.formData();
      const value = form.get(file);
      if (!(value instanceof File)) throw new Error(`no file in ${file}`);
      const fields: Record<string, string> = {};
      for (const [key, entry] of form) if (typeof entry === "string") fields[key] = entry;
      into.push({
        name: value.name,
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
        fields,
        contentLength,
      });
      return HttpResponse.json({ status: 200, message: "Request received" });
    }),
  );
}
