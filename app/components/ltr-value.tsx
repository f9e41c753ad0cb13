import type { ReactNode } from "react";

/** Its own isolated run (<bdi>), so Arabic around it cannot reorder its parts, while its parent
 * keeps the page's direction and alignment. */
export function LtrValue({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** `text` holds `{{name}}` where the value goes. */
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
