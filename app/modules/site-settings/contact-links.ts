/** Stored phones are in Western digits already (validation/digits.ts). */
export function dialable(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") ? `+${digits}` : digits;
}

export const mailtoHref = (email: string) => `mailto:${email}`;
export const telHref = (phone: string) => `tel:${dialable(phone)}`;
/** wa.me takes digits only, without `+` or leading zeros. */
export const whatsappHref = (phone: string) =>
  `https://wa.me/${dialable(phone).replace(/^\+/, "").replace(/^00/, "")}`;
