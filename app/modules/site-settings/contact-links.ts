// The addresses behind the company's contact details: email as `mailto:`, phones as `tel:` and
// WhatsApp as `https://wa.me/`, each from the stored value (validation/rules.ts isPhone).

/**
 * The digits of a phone number, with the `+` of an international one. Stored phones are in
 * Western digits already (every form normalises them, validation/digits.ts).
 */
export function dialable(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") ? `+${digits}` : digits;
}

export const mailtoHref = (email: string) => `mailto:${email}`;
export const telHref = (phone: string) => `tel:${dialable(phone)}`;
/** wa.me takes the full international number in digits only, without `+` or leading zeros. */
export const whatsappHref = (phone: string) =>
  `https://wa.me/${dialable(phone).replace(/^\+/, "").replace(/^00/, "")}`;
