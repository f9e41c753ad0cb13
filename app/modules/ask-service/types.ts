// The shapes the ask-service form's parts share: the route's answer, and the props of the
// server-rendered form and of the enhanced dialog. Here rather than in either component, so the
// dialog, the static form and the route do not import one another.
import type { SubmissionResult } from "@conform-to/react";
import type { FormChallenge } from "~/modules/form-protection/fields";
import type { ServiceRequestType } from "~/modules/provider/types";

/** What the action answers on failure: conform's reply, read by the static form without conform. */
export type AskResult = {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null | undefined> | null;
};

/** `type` null: no type preselected, the list starts at its "choose" option. */
export type AskDialogProps = {
  type: ServiceRequestType | null;
  closeHref: string;
  redirectTo: string;
};

/** POST /ask-service's JSON when the request is not accepted (a success redirects). */
export type AskServiceActionData = {
  result: SubmissionResult<string[]>;
  redirectTo: string;
  /** The server's question when the captcha gave no token (ADR 0009). */
  challenge?: FormChallenge | null;
};

/** A signed-in visitor's details, prefilled in the form (root loader data, `askAccount`). */
export type AskPrefill = { name: string; email: string; phone: string };
