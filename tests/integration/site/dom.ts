// Reading a parsed page (node-html-parser) the way the end-to-end tests read it in a browser: text
// with whitespace collapsed, the innermost element holding a text, a link's accessible name, and
// what the markup alone hides.
import type { HTMLElement, Node } from "node-html-parser";

const UNRENDERED = new Set(["script", "style", "template"]);

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function rendered(node: Node, skip: (element: HTMLElement) => boolean): string {
  if (node.nodeType === 3) return node.text;
  if (node.nodeType !== 1) return "";
  const element = node as HTMLElement;
  if (UNRENDERED.has(element.rawTagName?.toLowerCase()) || skip(element)) return "";
  return element.childNodes.map((child) => rendered(child, skip)).join("");
}

/** An element's text as shown: scripts and styles left out, whitespace collapsed. */
export function textOf(element: HTMLElement): string {
  return collapse(rendered(element, () => false));
}

/** A link's or a button's accessible name: its aria-label, else its text without aria-hidden parts. */
export function accessibleName(element: HTMLElement): string {
  const label = element.getAttribute("aria-label");
  if (label !== undefined) return collapse(label);
  return collapse(rendered(element, (child) => child.getAttribute("aria-hidden") === "true"));
}

/**
 * The elements of `scope` holding `text`, innermost only (as Playwright's getByText): the whole
 * text with `exact`, else a part of it in any case.
 */
export function withText(scope: HTMLElement, text: string, { exact = false } = {}) {
  const matches = (element: HTMLElement) => {
    const shown = textOf(element);
    return exact ? shown === text : shown.toLowerCase().includes(text.toLowerCase());
  };
  const found = scope.querySelectorAll("*").filter(matches);
  return found.filter((element) => !element.querySelectorAll("*").some(matches));
}

/** The links of `scope` named `name` (a part of the name, any case, unless `exact`). */
export function linksNamed(scope: HTMLElement, name: string, { exact = false } = {}) {
  return scope.querySelectorAll("a[href]").filter((link) => {
    const own = accessibleName(link);
    return exact ? own === name : own.toLowerCase().includes(name.toLowerCase());
  });
}

/**
 * Not hidden by the markup: no `hidden` on it or around it, and not in a closed <details> outside
 * its summary. (Styles are a browser's to apply: the end-to-end specs check layout.)
 */
export function shown(element: HTMLElement): boolean {
  let inside: HTMLElement = element;
  for (let node: HTMLElement | null = element; node; node = node.parentNode) {
    if (node.hasAttribute?.("hidden")) return false;
    if (node.rawTagName === "details" && !node.hasAttribute("open")) {
      if (inside.rawTagName !== "summary") return false;
    }
    inside = node;
  }
  return true;
}

/** The element children of `element` with the class `name` (Playwright's `:scope > .name`). */
export function childrenWithClass(element: HTMLElement, name: string) {
  return element.children.filter((child) => child.classList.contains(name));
}

/** The element children of `element` with the tag `tag` (`:scope > tag`). */
export function childrenTagged(element: HTMLElement, tag: string) {
  return element.children.filter((child) => child.rawTagName?.toLowerCase() === tag);
}

/** The document's title as `document.title` gives it. */
export function titleOf(doc: HTMLElement): string {
  return collapse(doc.querySelector("title")?.text ?? "");
}

/** The `content` of every `<meta>` in the head named `key` (property or name). */
export function metaContent(doc: HTMLElement, key: string): string[] {
  return doc
    .querySelectorAll(`head meta[property="${key}"], head meta[name="${key}"]`)
    .map((tag) => tag.getAttribute("content") ?? "");
}

/** Whether `later` comes after `earlier` in the document. */
export function follows(doc: HTMLElement, earlier: HTMLElement, later: HTMLElement): boolean {
  const all = doc.querySelectorAll("*");
  return all.indexOf(earlier) < all.indexOf(later);
}

/** The one element `selector` finds in `scope` (Playwright's strict locators); else a failure. */
export function one(scope: HTMLElement, selector: string): HTMLElement {
  const found = scope.querySelectorAll(selector);
  if (found.length !== 1) throw new Error(`${selector}: ${found.length} elements, not 1`);
  return found[0];
}
