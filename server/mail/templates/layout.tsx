// Mail clients ignore stylesheets, so inline styles on tables and no images: the logo is a
// coloured cell that shows even when remote images are blocked.
// One package per component: the `components` barrel also loads the code block's prismjs and the
// Tailwind compiler at every provider start (docs/performance.md).
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment, type ReactNode } from "react";
import { t, type Lang } from "../../i18n/index.js";
import type { MailBrand } from "../brand.js";

export const dirOf = (lang: Lang) => (lang === "ar" ? "rtl" : "ltr");

const FONTS: Record<Lang, string> = {
  ar: "Tahoma, 'Segoe UI', Arial, sans-serif",
  en: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
};
const INK = "#1f2937";
const MUTED = "#6b7280";
const BRAND = "#4338ca";

export type Part = (lang: Lang) => ReactNode;

export function MailLayout(props: {
  langs: Lang[];
  preview: string;
  brand: MailBrand;
  children: Part;
}) {
  const [first] = props.langs;
  return (
    <Html lang={first} dir={dirOf(first)}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: "#f3f4f6", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: 600, borderRadius: 8 }}>
          <Header lang={first} name={props.brand.name[first]} />
          {props.langs.map((lang, i) => (
            <Fragment key={lang}>
              {i > 0 && <Hr style={{ borderColor: "#e5e7eb", margin: "8px 24px" }} />}
              <LangSection lang={lang}>{props.children(lang)}</LangSection>
            </Fragment>
          ))}
          <Hr style={{ borderColor: "#e5e7eb", margin: "8px 24px 0" }} />
          {props.langs.map((lang) => (
            <LangSection key={lang} lang={lang}>
              <Text style={{ color: MUTED, fontSize: 12, margin: "8px 0" }}>
                {t(lang, "mail_footer", { brand: props.brand.name[lang] })}{" "}
                {t(lang, "mail_contact_line")} <Ltr>{props.brand.email}</Ltr>
                {props.brand.phone ? (
                  <>
                    {" · "}
                    <Ltr>{props.brand.phone}</Ltr>
                  </>
                ) : null}
              </Text>
            </LangSection>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

function Header({ lang, name }: { lang: Lang; name: string }) {
  return (
    <Section
      dir={dirOf(lang)}
      lang={lang}
      style={{ backgroundColor: BRAND, borderRadius: "8px 8px 0 0", padding: "16px 24px" }}
    >
      <Text
        style={{
          color: "#ffffff",
          fontFamily: FONTS[lang],
          fontSize: 20,
          fontWeight: 700,
          margin: 0,
          textAlign: lang === "ar" ? "right" : "left",
        }}
      >
        <span
          aria-hidden="true"
          data-skip-in-text="true"
          style={{
            backgroundColor: "#ffffff",
            borderRadius: 6,
            color: BRAND,
            display: "inline-block",
            lineHeight: "28px",
            marginInlineEnd: 10,
            textAlign: "center",
            width: 28,
          }}
        >
          {[...name][0] ?? ""}
        </span>
        {name}
      </Text>
      <Text style={{ color: "#e0e7ff", fontFamily: FONTS[lang], fontSize: 13, margin: "4px 0 0" }}>
        {t(lang, "mail_tagline")}
      </Text>
    </Section>
  );
}

export function LangSection({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <Section
      dir={dirOf(lang)}
      lang={lang}
      style={{
        color: INK,
        fontFamily: FONTS[lang],
        padding: "8px 24px",
        textAlign: lang === "ar" ? "right" : "left",
      }}
    >
      {children}
    </Section>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return <Heading style={{ fontSize: 20, margin: "16px 0 8px" }}>{children}</Heading>;
}

export function Para({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text style={{ fontSize: 15, lineHeight: "24px", margin: "8px 0", color: muted ? MUTED : INK }}>
      {children}
    </Text>
  );
}

export function Ltr({ children }: { children: ReactNode }) {
  return <span dir="ltr">{children}</span>;
}

export function Fields(props: { lang: Lang; rows: [label: string, value: ReactNode][] }) {
  return (
    <>
      {props.rows.map(([label, value]) => (
        <Text key={label} style={{ fontSize: 15, lineHeight: "22px", margin: "4px 0" }}>
          <strong>{label}:</strong>{" "}
          {value === null || value === undefined || value === "" ? (
            t(props.lang, "mail_none")
          ) : (
            // A Latin name stays whole in Arabic text.
            <span dir="auto">{value}</span>
          )}
        </Text>
      ))}
    </>
  );
}

/** Line breaks kept; React escapes every character. */
export function Typed({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <Text
      dir="auto"
      style={{
        backgroundColor: "#f9fafb",
        borderRadius: 6,
        fontSize: 15,
        lineHeight: "22px",
        margin: "8px 0",
        padding: "12px 16px",
      }}
    >
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
