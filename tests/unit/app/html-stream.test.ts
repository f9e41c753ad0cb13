// The document collector drops the zero-filled tail React 18.3.1's Node renderer writes when a
// multi-byte character does not fit its buffer (app/modules/http/html-stream.server.ts).
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { htmlCollector } from "~/modules/http/html-stream.server";

async function collect(chunks: Buffer[]) {
  let page: Buffer | undefined;
  await pipeline(
    Readable.from(chunks),
    htmlCollector((html) => (page = html)),
  );
  return page;
}

describe("htmlCollector", () => {
  it("gives back exactly the page React meant, without the zero-filled tail", async () => {
    const arabic = Buffer.from("<p>مرحبا بكم</p>");
    // What the bug writes: the bytes that fitted, then the rest of a 2 kB view as zeros.
    const view = Buffer.alloc(2048);
    arabic.copy(view, 0, 0, 7);
    const page = await collect([view, arabic.subarray(7), Buffer.from("\0x\0")]);
    expect(page?.toString("utf8")).toBe("<p>مرحبا بكم</p>x");
    expect(page?.includes(0)).toBe(false);
  });

  it("hands over clean chunks whole and untouched, once the render ends", async () => {
    const page = await collect([Buffer.from("<!DOCTYPE html>"), Buffer.from("<html></html>")]);
    expect(page?.toString()).toBe("<!DOCTYPE html><html></html>");
  });
});
