import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { isEmail } from "../../core/validation/rules.js";
import type { Lang } from "../i18n/index.js";
import type { MailMessage } from "./index.js";

/** Every mail carries both languages (ADR 0013). */
export function languages(first: Lang): Lang[] {
  return first === "ar" ? ["ar", "en"] : ["en", "ar"];
}

/** Folded here so no reader sees a broken subject, whatever the transport. */
export function oneLine(text: string, max = 160): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

// Arabic has no case, and upper-cased English headings read badly beside it.
const headings = ["h1", "h2", "h3"].map((selector) => ({
  selector,
  options: { uppercase: false },
}));

/** `replyTo` is where the reader's answer should go (ADR 0024); an address that is not one is
 * left out rather than handed to the transport. */
export async function renderMail(
  to: string,
  subject: string,
  element: ReactElement,
  replyTo?: string | null,
): Promise<MailMessage> {
  const html = await render(element);
  const text = toPlainText(html, { selectors: headings });
  const answerTo = replyTo && isEmail(replyTo) ? { replyTo } : {};
  return { to, subject: oneLine(subject), html, text, ...answerTo };
}
