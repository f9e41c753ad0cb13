// A password form refused by a rate limit (docs/security.md, "Limits"): the same answer for the
// login and the new-password forms, JS on and off.
import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/node";
import { PASSWORD_FIELDS } from "./schemas";

type Replying = {
  reply(options: { formErrors: string[]; hideFields: string[] }): SubmissionResult;
};

/** The message above the form, typed values kept but the passwords, and the wait in Retry-After. */
export function limitedReply(submission: Replying, message: string, retryAfterS: number) {
  return json(submission.reply({ formErrors: [message], hideFields: PASSWORD_FIELDS }), {
    status: 429,
    headers: { "Retry-After": String(retryAfterS) },
  });
}
