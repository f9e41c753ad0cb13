// Spec §2, §5 (the file is required, ADR 0003). Messages from `common`, on every public page.
import * as z from "zod/v4/mini";
import { SERVICE_REQUEST_TYPES } from "~/modules/provider/types";
import {
  CONTACT_NAME_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  isPhone,
  PHONE_MAX,
} from "~core/validation/rules";
import { normalizeDigits } from "~core/validation/digits";
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
    type: z.enum(SERVICE_REQUEST_TYPES, { error: t("ask_service.validation.type") }),
    info: z
      .string({ error: t("ask_service.validation.info_required") })
      .check(
        z.trim(),
        z.minLength(INFO_MIN, t("ask_service.validation.info_short")),
        z.maxLength(INFO_MAX, t("ask_service.validation.info_long")),
      ),
    // An empty file input is a missing value (form-schema.ts), hence the required message here.
    info_file: z
      .custom<File>((value) => isFileLike(value) && value.size > 0, {
        error: t("ask_service.validation.file_required"),
      })
      .check(
        z.refine((file) => isAcceptedFile(file), t("ask_service.validation.file_type")),
        z.refine((file) => file.size <= MAX_FILE_BYTES, t("ask_service.validation.file_size")),
      ),
    name: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(CONTACT_NAME_MAX, t("ask_service.validation.name_long"))),
    ),
    email: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(EMAIL_MAX, t("ask_service.validation.email")),
          z.regex(EMAIL_PATTERN, t("ask_service.validation.email")),
        ),
    ),
    phone: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(PHONE_MAX, t("ask_service.validation.phone")),
        z.refine((value) => isPhone(normalizeDigits(value)), t("ask_service.validation.phone")),
      ),
    ),
    redirectTo: z.optional(z.string()),
  });
  return object.check(
    z.check((payload) => {
      const { value, issues } = payload;
      if (signedIn || value.email || value.phone) return;
      // A wrong email or phone was given: its own message says what to fix (zod leaves it out of
      // `value`).
      if (issues.some(({ path }) => path?.[0] === "email" || path?.[0] === "phone")) return;
      const message = t("ask_service.validation.email_or_phone");
      for (const path of ["email", "phone"]) {
        payload.issues.push({ code: "custom", message, path: [path], input: value });
      }
    }),
  );
}

export type AskServiceInput = z.infer<ReturnType<typeof askServiceSchema>>;
