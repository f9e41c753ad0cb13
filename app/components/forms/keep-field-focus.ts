import type { MouseEvent } from "react";

/**
 * For a form's submit button: pressing it leaves the focus in the field being typed in. Otherwise
 * that field's blur check shows its message as the button goes down, the message pushes the
 * button from under the pointer, and the release lands elsewhere: no click, no submit, and only
 * that one message. The submit checks every field anyway, and focuses the first wrong one.
 */
export function keepFieldFocus(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}
