import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider, useTranslation } from "~/modules/i18n/react";
import { createStore } from "~/modules/i18n/store";
import { createT, type Bundle } from "~/modules/i18n/translate";
import { createServerTranslations, serverT } from "~/modules/i18n/translations.server";

const bundles: Record<string, Bundle> = {
  common: {
    hello: "Hello {{name}}",
    nav: { home: "Home", deep: { leaf: "Leaf" } },
    "flat.key": "Flat",
    files: "Files chosen: {{count}}",
    apple_one: "{{count}} apple",
    apple_other: "{{count}} apples",
    apple_zero: "no apples",
    nested_var: "by {{user.name}}",
    links: [
      { name: "Home {{n}}", path: "" },
      { name: "Users", path: "/users" },
    ],
    number: 7,
  },
  dashboard: { title: "Dashboard" },
};

const t = createT((ns) => bundles[ns], "en", "common");

describe("createT", () => {
  it("reads nested and flat dotted keys", () => {
    expect(t("nav.home")).toBe("Home");
    expect(t("nav.deep.leaf")).toBe("Leaf");
    expect(t("flat.key")).toBe("Flat");
    expect(t("number")).toBe("7");
  });

  it("interpolates variables, nested ones too, and leaves missing ones as written", () => {
    expect(t("hello", { name: "Ada" })).toBe("Hello Ada");
    expect(t("nested_var", { user: { name: "Ada" } })).toBe("by Ada");
    expect(t("hello")).toBe("Hello {{name}}");
    expect(t("files", { count: 3 })).toBe("Files chosen: 3");
  });

  it("returns values raw: React escapes them as text, nothing is parsed as HTML", () => {
    const value = t("hello", { name: "<img src=x onerror=alert(1)>" });
    expect(value).toBe("Hello <img src=x onerror=alert(1)>");
    const html = renderToString(createElement("p", null, value));
    expect(html).toBe("<p>Hello &lt;img src=x onerror=alert(1)&gt;</p>");
  });

  it("returns the key, or the default value, when the key is missing", () => {
    expect(t("nope.missing")).toBe("nope.missing");
    expect(t("nope", "Fallback {{x}}", { x: 1 })).toBe("Fallback 1");
    expect(t("nope", { defaultValue: "Default" })).toBe("Default");
    expect(t("nav.home", "Unused")).toBe("Home");
  });

  it("reads another namespace with ns:key or the ns option, and drops the prefix when missing", () => {
    expect(t("dashboard:title")).toBe("Dashboard");
    expect(t("title", { ns: "dashboard" })).toBe("Dashboard");
    expect(t("dashboard:missing")).toBe("missing");
    expect(t("unknown:title")).toBe("title");
  });

  it("returns objects and arrays only with returnObjects, interpolated", () => {
    expect(t("links", { returnObjects: true, n: 1 })).toEqual([
      { name: "Home 1", path: "" },
      { name: "Users", path: "/users" },
    ]);
    expect(t("links")).toBe("links");
    expect(t("nav")).toBe("nav");
  });

  it("picks plural forms by count, with _zero for 0 and Arabic's categories", () => {
    expect(t("apple", { count: 1 })).toBe("1 apple");
    expect(t("apple", { count: 5 })).toBe("5 apples");
    expect(t("apple", { count: 0 })).toBe("no apples");
    const ar = createT(
      () => ({ item_two: "two", item_few: "few", item_other: "other" }),
      "ar",
      "x",
    );
    expect(ar("item", { count: 2 })).toBe("two");
    expect(ar("item", { count: 3 })).toBe("few");
    expect(ar("item", { count: 100 })).toBe("other");
  });
});

function Title({ ns, k }: { ns?: string; k: string }) {
  const { t: translate, i18n } = useTranslation(ns);
  return createElement("h1", { dir: i18n.dir() }, `${i18n.language}:${translate(k)}`);
}

describe("useTranslation", () => {
  it("renders from the request's store in the root loader's language", () => {
    const store = createServerTranslations("ar", ["common"]);
    const html = renderToString(
      createElement(
        I18nProvider,
        { store },
        createElement(
          I18nProvider,
          { language: "ar" },
          createElement(Title, { ns: "dashboard", k: "admin_navbar.title" }),
        ),
      ),
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(`ar:${serverT("ar", "dashboard")("admin_navbar.title")}`);
    // The namespace the render read is embedded for hydration with the route's ones.
    const inline = JSON.parse(store.inline!()) as { resources: Record<string, unknown> };
    expect(Object.keys(inline.resources).sort()).toEqual(["common", "dashboard"]);
  });

  it("suspends while a namespace is on its way (the navigation keeps the previous page)", () => {
    const store = createStore("en", { find: () => undefined, load: () => new Promise(() => {}) });
    let thrown: unknown;
    try {
      renderToString(createElement(I18nProvider, { store }, createElement(Title, { k: "x" })));
    } catch (error) {
      thrown = error;
    }
    // renderToString reports a suspension outside a boundary as an error, not the raw key.
    expect(thrown).toBeDefined();
  });
});
