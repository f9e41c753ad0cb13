// Loaded only when a passkey button is used, so no page's first script carries it.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

export type PasskeyOutcome =
  | { ok: true; redirectTo?: string; message?: string }
  | { ok: false; reason: "unsupported" | "cancelled" | "failed"; message?: string };

type Answer = {
  options?: unknown;
  challengeId?: string;
  error?: string;
  redirectTo?: string;
  message?: string;
};

async function post(path: string, fields: Record<string, string>): Promise<Answer> {
  const body = new URLSearchParams(fields);
  const response = await fetch(path, { method: "POST", body, credentials: "same-origin" });
  const answer: Answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new ProviderRefusal(answer.error);
  return answer;
}

class ProviderRefusal extends Error {}

function failed(error: unknown): PasskeyOutcome {
  if (error instanceof ProviderRefusal)
    return { ok: false, reason: "failed", message: error.message || undefined };
  // The visitor closed the browser's dialog, or it timed out.
  if (error instanceof Error && error.name === "NotAllowedError")
    return { ok: false, reason: "cancelled" };
  return { ok: false, reason: "failed" };
}

function isCreation(value: unknown): value is PublicKeyCredentialCreationOptionsJSON {
  return typeof value === "object" && value !== null && "challenge" in value && "rp" in value;
}
function isRequest(value: unknown): value is PublicKeyCredentialRequestOptionsJSON {
  return typeof value === "object" && value !== null && "challenge" in value;
}

export async function addPasskey(name: string): Promise<PasskeyOutcome> {
  if (!browserSupportsWebAuthn()) return { ok: false, reason: "unsupported" };
  try {
    const made = await post("/account/passkeys", { step: "options" });
    if (!isCreation(made.options) || !made.challengeId) return { ok: false, reason: "failed" };
    const response = await startRegistration({ optionsJSON: made.options });
    const added = await post("/account/passkeys", {
      step: "register",
      challengeId: made.challengeId,
      name,
      response: JSON.stringify(response),
    });
    return { ok: true, message: added.message };
  } catch (error) {
    return failed(error);
  }
}

export async function signInWithPasskey(redirectTo: string): Promise<PasskeyOutcome> {
  if (!browserSupportsWebAuthn()) return { ok: false, reason: "unsupported" };
  try {
    const made = await post("/auth/passkey", { step: "options" });
    if (!isRequest(made.options) || !made.challengeId) return { ok: false, reason: "failed" };
    const response = await startAuthentication({ optionsJSON: made.options });
    const done = await post("/auth/passkey", {
      step: "verify",
      challengeId: made.challengeId,
      redirectTo,
      response: JSON.stringify(response),
    });
    return { ok: true, redirectTo: done.redirectTo ?? "/" };
  } catch (error) {
    return failed(error);
  }
}
