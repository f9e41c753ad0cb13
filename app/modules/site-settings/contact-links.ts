// The addresses behind the company's contact details: email as `mailto:`, phones as `tel:` and
// WhatsApp as `https://wa.me/`, each from the stored value (validation/rules.ts isPhone).
import { normalizeDigits } from "~/modules/validation/digits";

/** The digits of a phone number, Western, with the `+` of an international one. */
export function dialable(phone: string): string {
  const western = normalizeDigits(phone).trim();
  const digits = western.replace(/\D/g, "");
  return western.startsWith("+") ? `+${digits}` : digits;
}

export const mailtoHref = (email: string) => `mailto:${email}`;
export const telHref = (phone: string) => `tel:${dialable(phone)}`;
/** wa.me takes the full international number in digits only, without `+` or leading zeros. */
export const whatsappHref = (phone: string) =>
  `https://wa.me/${dialable(phone).replace(/^\+/, "").replace(/^00/, "")}`;
