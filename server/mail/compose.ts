// Turns a template into what the mailer sends: the subject, the HTML and its plain-text twin.
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import type { Lang } from "../i18n/index.js";
import type { MailMessage } from "./index.js";

/** Both languages, the reader's first: every mail carries both (docs/decisions/0013). */
export function languages(first: Lang): Lang[] {
  return first === "ar" ? ["ar", "en"] : ["en", "ar"];
}

/**
 * A subject is one header line: visitors' text (a contact reason) can hold line breaks, tabs or
 * Unicode line separators. nodemailer already encodes them; folding them here means no reader
 * ever sees a broken subject, whatever the transport.
 */
export function oneLine(text: string, max = 160): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

// html-to-text upper-cases headings by default: Arabic has no case and English shouting reads
// badly next to it, so headings keep their letters.
const headings = ["h1", "h2", "h3"].map((selector) => ({
  selector,
  options: { uppercase: false },
}));

/** One render per mail: the plain text is derived from the HTML, not rendered a second time. */
export async function renderMail(
  to: string,
  subject: string,
  element: ReactElement,
): Promise<MailMessage> {
  const html = await render(element);
  const text = toPlainText(html, { selectors: headings });
  return { to, subject: oneLine(subject), html, text };
}
