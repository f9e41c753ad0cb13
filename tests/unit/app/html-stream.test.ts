// The document stream drops the zero-filled tail React 18.3.1's Node renderer writes when a
// multi-byte character does not fit its buffer (app/modules/http/html-stream.server.ts).
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { htmlStream } from "~/modules/http/html-stream.server";

async function run(chunks: Buffer[], keep: boolean) {
  let completed: Buffer[] | null | undefined;
  const stream = htmlStream((kept) => (completed = kept), keep);
  const out: Buffer[] = [];
  const piped = Readable.from(chunks).pipe(stream);
  for await (const chunk of piped) out.push(chunk as Buffer);
  return { body: Buffer.concat(out), completed };
}

describe("htmlStream", () => {
  it("gives back exactly the page React meant, without the zero-filled tail", async () => {
    const arabic = Buffer.from("<p>مرحبا بكم</p>");
    // What the bug writes: the bytes that fitted, then the rest of a 2 kB view as zeros.
    const view = Buffer.alloc(2048);
    arabic.copy(view, 0, 0, 7);
    const { body } = await run([view, arabic.subarray(7), Buffer.from("\0x\0")], false);
    expect(body.toString("utf8")).toBe("<p>مرحبا بكم</p>x");
    expect(body.includes(0)).toBe(false);
  });

  it("passes clean chunks through untouched and keeps them for the page cache when asked", async () => {
    const chunks = [Buffer.from("<!DOCTYPE html>"), Buffer.from("<html></html>")];
    const kept = await run(chunks, true);
    expect(kept.body.toString()).toBe("<!DOCTYPE html><html></html>");
    expect(Buffer.concat(kept.completed ?? []).toString()).toBe("<!DOCTYPE html><html></html>");
    const notKept = await run(chunks, false);
    expect(notKept.completed).toBeNull();
  });
});
