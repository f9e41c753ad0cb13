import type { ReactNode } from "react";

/**
 * A value that reads left to right whatever the page's direction: a phone number, an email, a
 * code. Its own isolated run (<bdi>), so the Arabic text around it cannot reorder its parts
 * ("+966 55 000 0000" shown as "0000 000 55 966+"), while the element holding it keeps the page's
 * direction and alignment (a block with dir="ltr" would sit on the left under right-aligned
 * Arabic labels).
 */
export function LtrValue({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * A translated sentence with a left-to-right value in it: `text` holds `{{name}}` where the value
 * goes (the translation function leaves an unknown variable as written).
 */
export function TextWithLtrValue({
  text,
  name,
  value,
}: {
  text: string;
  name: string;
  value: string;
}) {
  const [before, ...rest] = text.split(`{{${name}}}`);
  if (rest.length === 0) return <>{text}</>;
  return (
    <>
      {before}
      <LtrValue>{value}</LtrValue>
      {rest.join(value)}
    </>
  );
}
