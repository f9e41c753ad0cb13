// The invite form's rules, in the browser and the action alike; the provider's own 422s (an
// account or a pending invitation for the email) come back by the field.
import * as z from "zod/v4/mini";
import { INVITED_ROLES } from "~/modules/provider/types";
import { EMAIL_MAX, isEmail } from "~core/validation/rules";

type Translate = (key: string) => string;

export function inviteSchema(t: Translate) {
  return z.object({
    email: z
      .string({ error: t("form.required") })
      .check(
        z.trim(),
        z.minLength(1, t("form.required")),
        z.maxLength(EMAIL_MAX, t("invitations.email_invalid")),
        z.refine(isEmail, t("invitations.email_invalid")),
      ),
    role: z.enum(INVITED_ROLES, { error: t("invitations.role_invalid") }),
  });
}

export const INVITE_FIELDS = ["email", "role"];
