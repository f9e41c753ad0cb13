import { notify } from "~/modules/toast/notify";

// Spec §9.
export const REDIRECT_DELAY_MS = 2000;

/** The toast's id comes from the action, so running the effect twice for one answer (strict
 * mode, a remount) shows one toast. */
export function announceRegistration(
  message: string,
  toastId: string | undefined,
  goToLogin: () => void,
): () => void {
  notify({ id: toastId, type: "success", message });
  const timer = setTimeout(goToLogin, REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}
