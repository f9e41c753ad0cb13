import type { MouseEvent } from "react";

/** Otherwise the field's blur message pushes the button from under the pointer and the click is
 * lost; the submit checks every field anyway. */
export function keepFieldFocus(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
