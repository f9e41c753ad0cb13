import { Transform } from "node:stream";

/**
 * The document's bytes on their way from React to the response, with two jobs:
 *
 * - Drop NUL bytes. React 18.3.1's Node renderer (renderToPipeableStream) writes its whole 2 kB
 *   buffer, zero-filled tail included, when a multi-byte character does not fit the buffer's last
 *   bytes (facebook/react#31134, fixed in React 19), so Arabic pages carried raw 0x00. The tail is
 *   all that is wrong: UTF-8 never uses 0x00 inside another character, and a real U+0000 is a
 *   parse error HTML drops anyway, so removing every 0x00 gives exactly the page React meant.
 *   The web-stream renderer has no such bug but encodes every small string on its own: it cost
 *   the dashboard list a quarter more CPU per request (docs/performance.md).
 * - Hand the whole page to `onComplete` once React has written all of it (the page cache, and
 *   clearing the abort timer).
 */
export function htmlStream(onComplete: (chunks: Buffer[] | null) => void, keep: boolean) {
  const chunks: Buffer[] | null = keep ? [] : null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const clean = chunk.indexOf(0) === -1 ? chunk : withoutNul(chunk);
      chunks?.push(clean);
      callback(null, clean);
    },
    flush(callback) {
      onComplete(chunks);
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
