// Shared by the component and the server check: keep it free of server-only imports.

/** A text input people never see; bots that fill every field fill it too. */
export const HONEYPOT_FIELD = "fp_website";
/** The signed time the form was served at (see form-stamp.server.ts). */
export const STAMP_FIELD = "fp_stamp";
/** The name Google's widget and siteverify use for the token. */
export const RECAPTCHA_FIELD = "g-recaptcha-response";

/** A person needs at least this long to fill a form in (ADR 0003). */
export const MIN_FILL_MS = 2_000;
/** The signed challenge a post without a captcha token is asked to answer (challenge.server.ts). */
export const CHALLENGE_FIELD = "fp_challenge";
/** The visitor's answer to that challenge. */
export const CHALLENGE_ANSWER_FIELD = "fp_answer";

/** What the form needs to show the challenge: the two numbers to add and the signed value. */
export type FormChallenge = { a: number; b: number; token: string };
