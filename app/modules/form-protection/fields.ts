// Shared by the component and the server check: keep it free of server-only imports.

/** Bots that fill every field fill it too. */
export const HONEYPOT_FIELD = "fp_website";
export const STAMP_FIELD = "fp_stamp";
export const RECAPTCHA_FIELD = "g-recaptcha-response";

/** ADR 0003. */
export const MIN_FILL_MS = 2_000;
export const CHALLENGE_FIELD = "fp_challenge";
export const CHALLENGE_ANSWER_FIELD = "fp_answer";

export type FormChallenge = { a: number; b: number; token: string };
