// Remix's and busboy's parsers fail a file named `a=b.pdf` or `x; y.pdf`; here the name is read
// leniently (the provider cleans it before it stores or shows it).

export class MalformedBodyError extends Error {
  constructor(reason: string) {
    super(`malformed multipart body: ${reason}`);
    this.name = "MalformedBodyError";
  }
}

export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** HTML's form encoding writes `"`, CR and LF of a file name as %22, %0D, %0A. */
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
  // Clients that do not escape a raw `"`: up to the last quote.
  const last = text.lastIndexOf('"');
  return lenient && last > 0 ? unescapeName(text.slice(1, last)) : text.slice(1);
}

export function parseDisposition(value: string): { name: string; filename: string | null } {
  if (!/^\s*form-data\s*(;|$)/i.test(value)) throw new MalformedBodyError("not form-data");
  const name = /;\s*name\s*=\s*(.*)$/is.exec(value);
  if (!name) throw new MalformedBodyError("part without a name");
  const fieldName = quotedOrToken(name[1]!.replace(/;\s*filename\*?\s*=.*$/is, ""), false);
  const extended = /;\s*filename\*\s*=\s*([^']*)'[^']*'([^;]*)/i.exec(value);
  if (extended) {
    try {
      return { name: fieldName, filename: decodeURIComponent(extended[2]!.trim()) };
    } catch {
      // Not valid percent-encoding: the plain parameter below applies.
    }
  }
  const plain = /;\s*filename\s*=(.*)$/is.exec(value);
  return { name: fieldName, filename: plain ? quotedOrToken(plain[1]!, true) : null };
}
