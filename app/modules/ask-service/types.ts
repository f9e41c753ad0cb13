// Here so the dialog, the static form and the route do not import one another.
import type { SubmissionResult } from "@conform-to/react";
import type { FormChallenge } from "~/modules/form-protection/fields";
import type { ServiceRequestType } from "~/modules/provider/types";

export type AskResult = {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null | undefined> | null;
};

export type AskDialogProps = {
  type: ServiceRequestType | null;
  closeHref: string;
  redirectTo: string;
};

export type AskServiceActionData = {
  result: SubmissionResult<string[]>;
  redirectTo: string;
  challenge?: FormChallenge | null;
};

export type AskPrefill = { name: string; email: string; phone: string };
