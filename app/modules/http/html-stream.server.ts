import { Transform } from "node:stream";

// Drops NUL bytes: React 18.3.1's Node renderer writes its buffer's zero-filled tail when a
// multi-byte character does not fit (facebook/react#31134). UTF-8 never uses 0x00 inside a
// character, so removing them gives the page React meant. The web-stream renderer costs more
// CPU (docs/performance.md).
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
