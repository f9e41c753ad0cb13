// Without zod: the form is on every public page. A unit test keeps these equal to the schema's.
import { SERVICE_REQUEST_TYPES } from "~/modules/provider/types";
import {
  CONTACT_NAME_MAX,
  EMAIL_MAX,
  MAX_FILE_BYTES,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PHONE_MAX,
} from "~core/validation/rules";

export const ASK_FIELDS = ["type", "info", "info_file", "name", "email", "phone"] as const;
export { MAX_FILE_BYTES };
export const INFO_MIN = MESSAGE_MIN;
export const INFO_MAX = MESSAGE_MAX;

export const ACCEPTED_FILE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
] as const;
const ACCEPTED_EXTENSIONS = [
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".webp",
  ".pdf",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".ppt",
  ".pptx",
] as const;

/** Extensions too, for systems that report no type. */
export const FILE_ACCEPT = [...ACCEPTED_FILE_TYPES, ...ACCEPTED_EXTENSIONS].join(",");

export function isAcceptedFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  const byExtension = ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Browsers send an empty or generic type for some office files: the extension decides then.
  const genericType = file.type === "" || file.type === "application/octet-stream";
  const byType = (ACCEPTED_FILE_TYPES as readonly string[]).includes(file.type);
  return byExtension && (byType || genericType);
}

export const ASK_CONSTRAINT = {
  type: { required: true, pattern: SERVICE_REQUEST_TYPES.join("|") },
  info: { required: true, minLength: INFO_MIN, maxLength: INFO_MAX },
  info_file: { required: true },
  name: { maxLength: CONTACT_NAME_MAX },
  email: { maxLength: EMAIL_MAX },
  phone: { maxLength: PHONE_MAX },
} as const;

export function withoutAsk(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, "http://same-site.invalid");
  url.searchParams.delete("ask");
  return `${url.pathname}${url.search}${url.hash}`;
}
