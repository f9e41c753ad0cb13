import { notify } from "~/modules/toast/notify";

// Spec §9: the message stays 2000 ms before the visitor is taken to /auth/login.
export const REDIRECT_DELAY_MS = 2000;

/**
 * The register page's effect after a successful post: the success toast, then the login page.
 * The toast carries the id the action gave this registration, so running the effect again for
 * the same answer (React's strict mode mounts effects twice in development; a remount) shows the
 * same toast, not a second one: the toaster shows one toast per id (toaster-sonner.tsx).
 * Returns the effect's cleanup.
 */
export function announceRegistration(
  message: string,
  toastId: string | undefined,
  goToLogin: () => void,
): () => void {
  notify({ id: toastId, type: "success", message });
  const timer = setTimeout(goToLogin, REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}
