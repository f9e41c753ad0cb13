import { Writable } from "node:stream";

/**
 * Collects a render piped into it and hands over the whole page once React ends it: the page
 * then leaves as one buffer (one socket write, no web-stream hop per React chunk) and enters the
 * page cache as it is (docs/performance.md, "Judging a change").
 *
 * Drops NUL bytes: React 18.3.1's Node renderer writes its buffer's zero-filled tail when a
 * multi-byte character does not fit (facebook/react#31134). UTF-8 never uses 0x00 inside a
 * character, so removing them gives the page React meant.
 */
export function htmlCollector(onComplete: (html: Buffer) => void) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      const html = Buffer.concat(chunks);
      onComplete(html.indexOf(0) === -1 ? html : withoutNul(html));
      callback();
    },
  });
}

function withoutNul(chunk: Buffer): Buffer {
  const out = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  for (let start = 0; start < chunk.length;) {
    const zero = chunk.indexOf(0, start);
    const end = zero === -1 ? chunk.length : zero;
    length += chunk.copy(out, length, start, end);
    start = end + 1;
  }
  return out.subarray(0, length);
}
