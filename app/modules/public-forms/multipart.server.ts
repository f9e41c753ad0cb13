// Reads a multipart body with a hard ceiling on what is held in memory: Remix's memory upload
// handler caps each part, but not how many parts come, so the body stream itself is cut off too.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";

export type MultipartResult =
  { ok: true; formData: FormData } | { ok: false; reason: "too_large" | "malformed" };

class BodyTooLargeError extends Error {
  constructor() {
    super("request body too large");
    this.name = "BodyTooLargeError";
  }
}

/** The request's body, erroring once more than `maxBytes` have arrived. */
function limitedBody(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      seen += value.byteLength;
      if (seen > maxBytes) {
        controller.error(new BodyTooLargeError());
        await reader.cancel();
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

export async function readMultipart(
  request: Request,
  { maxFileBytes, maxBodyBytes }: { maxFileBytes: number; maxBodyBytes: number },
): Promise<MultipartResult> {
  // An honest client announces its size: refuse before reading anything.
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBodyBytes)
    return { ok: false, reason: "too_large" };
  if (!request.body) return { ok: false, reason: "malformed" };
  // The parser reads only these two members; a plain object avoids re-wrapping the stream in a
  // Request (whose class differs between Remix's globals and Node's own).
  const limited = {
    headers: request.headers,
    body: limitedBody(request.body, maxBodyBytes),
  } as unknown as Request;
  try {
    const formData = await unstable_parseMultipartFormData(
      limited,
      unstable_createMemoryUploadHandler({ maxPartSize: maxFileBytes }),
    );
    return { ok: true, formData };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError || error instanceof BodyTooLargeError) {
      return { ok: false, reason: "too_large" };
    }
    // The limiter's error may arrive wrapped by the stream machinery.
    if (error instanceof Error && /too large/i.test(error.message)) {
      return { ok: false, reason: "too_large" };
    }
    return { ok: false, reason: "malformed" };
  }
}
