// Spec §2, §5 (the file is required, ADR 0003). Messages from `common`, on every public page.
import { z } from "zod";
import { SERVICE_REQUEST_TYPES } from "~/modules/provider/types";
import {
  CONTACT_NAME_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  isPhone,
  PHONE_MAX,
} from "~/modules/validation/rules";
import { normalizeDigits } from "~/modules/validation/digits";
import { INFO_MAX, INFO_MIN, isAcceptedFile, MAX_FILE_BYTES } from "./constraint";

type Translate = (key: string) => string;

type FileLike = { name: string; size: number; type: string };

// The server's File may come from another realm (Remix's upload handler).
function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FileLike).name === "string" &&
    typeof (value as FileLike).size === "number" &&
    typeof (value as FileLike).type === "string"
  );
}

/** An anonymous visitor must give an email or a phone (docs/conventions.md, "The inbox"). */
export function askServiceSchema(t: Translate, { signedIn = false } = {}) {
  const object = z.object({
    type: z.enum(SERVICE_REQUEST_TYPES, {
      errorMap: () => ({ message: t("ask_service.validation.type") }),
    }),
    info: z
      .string({ required_error: t("ask_service.validation.info_required") })
      .trim()
      .min(INFO_MIN, t("ask_service.validation.info_short"))
      .max(INFO_MAX, t("ask_service.validation.info_long")),
    // conform turns an empty file input into undefined, hence the required message here.
    info_file: z
      .custom<File>((value) => isFileLike(value) && value.size > 0, {
        message: t("ask_service.validation.file_required"),
      })
      .refine((file) => isAcceptedFile(file), t("ask_service.validation.file_type"))
      .refine((file) => file.size <= MAX_FILE_BYTES, t("ask_service.validation.file_size")),
    name: z.string().trim().max(CONTACT_NAME_MAX, t("ask_service.validation.name_long")).optional(),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, t("ask_service.validation.email"))
      .regex(EMAIL_PATTERN, t("ask_service.validation.email"))
      .optional(),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX, t("ask_service.validation.phone"))
      .refine((value) => isPhone(normalizeDigits(value)), t("ask_service.validation.phone"))
      .optional(),
    redirectTo: z.string().optional(),
  });
  return object.superRefine((value, ctx) => {
    if (signedIn || value.email || value.phone) return;
    const message = t("ask_service.validation.email_or_phone");
    for (const path of ["email", "phone"]) ctx.addIssue({ code: "custom", message, path: [path] });
  });
}

export type AskServiceInput = z.infer<ReturnType<typeof askServiceSchema>>;
