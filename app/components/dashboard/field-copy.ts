// Lexical holds its value in its own state, so it is handed the HTML through an event.

export const SET_RICH_TEXT = "dashboard:set-rich-text";

type Control = HTMLInputElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, name: string): Control | null {
  const item = form.elements.namedItem(name);
  return item instanceof HTMLInputElement || item instanceof HTMLTextAreaElement ? item : null;
}

export function copyInForm(form: HTMLFormElement, from: string, to: string): boolean {
  const source = control(form, from);
  const target = control(form, to);
  if (!source || !target) return false;
  if (target.type === "hidden" && "richText" in target.dataset) {
    target.dispatchEvent(new CustomEvent(SET_RICH_TEXT, { detail: source.value }));
    return true;
  }
  target.value = source.value;
  // conform follows typing through these events.
  target.dispatchEvent(new Event("input", { bubbles: true }));
  target.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}
