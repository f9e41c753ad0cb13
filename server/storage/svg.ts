// SVG has no magic number: after the prolog, the first element must be `<svg`.

export type SvgCheck = { ok: true } | { ok: false; reason: string };

/** `buf` may be the file's head only. */
export function checkSvg(buf: Buffer): SvgCheck {
  let text: string;
  try {
    // Fatal decoder: binary junk is rejected instead of silently mapped.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buf, {
      stream: true,
    });
  } catch {
    return { ok: false, reason: "not utf-8 text" };
  }
  if (text.includes("\u0000")) return { ok: false, reason: "binary content" };

  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && /\s/.test(text[i])) i++;
    if (text.startsWith("<?", i)) {
      const end = text.indexOf("?>", i + 2);
      if (end < 0) return { ok: false, reason: "unterminated processing instruction" };
      i = end + 2;
    } else if (text.startsWith("<!--", i)) {
      const end = text.indexOf("-->", i + 4);
      if (end < 0) return { ok: false, reason: "unterminated comment" };
      i = end + 3;
    } else if (text.startsWith("<!DOCTYPE", i) || text.startsWith("<!doctype", i)) {
      const end = doctypeEnd(text, i);
      if (end < 0) return { ok: false, reason: "unterminated doctype" };
      // Entity declarations are how XXE and "billion laughs" attacks start; no real SVG needs them.
      if (/<!ENTITY/i.test(text.slice(i, end))) return { ok: false, reason: "entity declarations" };
      i = end;
    } else {
      break;
    }
  }
  if (/^<svg[\s>/]/.test(text.slice(i, i + 5))) return { ok: true };
  return { ok: false, reason: "root element is not <svg>" };
}

function doctypeEnd(text: string, start: number): number {
  let inSubset = false;
  for (let j = start + 9; j < text.length; j++) {
    const c = text[j];
    if (c === "[") inSubset = true;
    else if (c === "]") inSubset = false;
    else if (c === ">" && !inSubset) return j + 1;
  }
  return -1;
}
