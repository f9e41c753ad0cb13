// A multipart/form-data parser (RFC 7578) over a body already held in memory. Remix's own
// parser splits Content-Disposition on every `=` and `;`, so a file named `a=b.pdf` or
// `x; y.pdf` made the whole form fail. Here the file name is read leniently (it is never used
// as is: the upload is forwarded under a name of ours, attachment.server.ts), and only the
// framing itself (boundaries, header block, the closing delimiter) has to be right.

export class MalformedBodyError extends Error {
  constructor(reason: string) {
    super(`malformed multipart body: ${reason}`);
    this.name = "MalformedBodyError";
  }
}

export type Part = {
  name: string;
  /** Present (possibly "") for a file part, null for a text field. */
  filename: string | null;
  type: string;
  data: Buffer;
};

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/** The boundary of a `multipart/form-data; boundary=...` content type, or null. */
export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Browsers write `"`, CR and LF of a file name as %22, %0D, %0A (HTML's form encoding). */
function unescapeName(value: string): string {
  return value
    .replace(/\\(["\\])/g, "$1")
    .replace(/%22/gi, '"')
    .replace(/%0D/gi, "\r")
    .replace(/%0A/gi, "\n");
}

function quotedOrToken(rest: string, lenient: boolean): string {
  const text = rest.trimStart();
  if (!text.startsWith('"')) return text.split(";")[0]!.trim();
  const strict = /^"((?:[^"\\]|\\.)*)"\s*(?:;|$)/.exec(text);
  if (strict) return unescapeName(strict[1]!);
  // A raw `"` inside the name (clients that do not escape it): up to the last quote.
  const last = text.lastIndexOf('"');
  return lenient && last > 0 ? unescapeName(text.slice(1, last)) : text.slice(1);
}

/** `name` and `filename` of a part's Content-Disposition, however odd the file name is. */
export function parseDisposition(value: string): { name: string; filename: string | null } {
  if (!/^\s*form-data\s*(;|$)/i.test(value)) throw new MalformedBodyError("not form-data");
  const name = /;\s*name\s*=\s*(.*)$/is.exec(value);
  if (!name) throw new MalformedBodyError("part without a name");
  // The field name ends at the next parameter; file names may hold anything.
  const fieldName = quotedOrToken(name[1]!.replace(/;\s*filename\*?\s*=.*$/is, ""), false);
  const extended = /;\s*filename\*\s*=\s*([^']*)'[^']*'([^;]*)/i.exec(value);
  if (extended) {
    try {
      return { name: fieldName, filename: decodeURIComponent(extended[2]!.trim()) };
    } catch {
      // Not valid percent-encoding: fall back to the plain parameter below.
    }
  }
  const plain = /;\s*filename\s*=(.*)$/is.exec(value);
  return { name: fieldName, filename: plain ? quotedOrToken(plain[1]!, true) : null };
}

function parseHeaders(block: string): Omit<Part, "data"> {
  let disposition: string | null = null;
  let type = "";
  for (const line of block.split("\r\n")) {
    if (!line) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new MalformedBodyError("header line without a colon");
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === "content-disposition") disposition = value;
    else if (header === "content-type") type = value;
  }
  if (disposition === null) throw new MalformedBodyError("part without Content-Disposition");
  return { ...parseDisposition(disposition), type };
}

/**
 * The parts of `body`. A body cut off before its closing delimiter, or framed with another
 * boundary, throws MalformedBodyError; with `partial`, the parts complete before the cut are
 * returned instead (a body stopped at the size limit still gives back the fields typed).
 */
export function parseMultipart(body: Buffer, boundary: string, partial = false): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  const parts: Part[] = [];
  const cut = (reason: string) => {
    if (partial) return parts;
    throw new MalformedBodyError(reason);
  };
  let position = body.indexOf(delimiter);
  if (position === -1) return cut("boundary not found");
  position += delimiter.length;
  for (;;) {
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return parts;
    while (body[position] === 0x20 || body[position] === 0x09) position++;
    if (!body.subarray(position, position + 2).equals(CRLF)) return cut("bad delimiter line");
    position += 2;
    // A part with no headers at all starts its content right away.
    const headerEnd = body.subarray(position, position + 2).equals(CRLF)
      ? position - 2
      : body.indexOf(HEADER_END, position);
    if (headerEnd === -1) return cut("headers not terminated");
    const contentStart = headerEnd + HEADER_END.length;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd === -1) return cut("closing delimiter missing");
    const headers = parseHeaders(body.toString("utf8", position, Math.max(position, headerEnd)));
    parts.push({ ...headers, data: body.subarray(contentStart, contentEnd) });
    position = contentEnd + next.length;
  }
}
