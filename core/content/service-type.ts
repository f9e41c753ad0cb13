import { SERVICE_REQUEST_TYPES, type ServiceRequestType } from "../contract/lists";

// A name no rule matches preselects nothing: the visitor chooses, rather than asking for a remote
// employee unawares.
const RULES: [RegExp, ServiceRequestType][] = [
  [/remote|dedicated|team|developer|engineer|عن بُعد|عن بعد|مطور|فرق/i, "remote_employee"],
  [/mobile|\bapps?\b|\bios\b|android|جوال|تطبيق/i, "build_mobile_app"],
  [/marketing|seo|social|campaign|search engine|تسويق|حملات|محركات/i, "marketing"],
  [/graphic|design|brand|identity|logo|\bui\b|\bux\b|تصميم|هوية|جرافيك/i, "graphics"],
  [/web|site|store|commerce|موقع|مواقع|متجر|متاجر/i, "build_website"],
];

export function serviceTypeFor(...names: (string | null | undefined)[]): ServiceRequestType | null {
  for (const name of names) {
    if (!name) continue;
    const match = RULES.find(([pattern]) => pattern.test(name));
    if (match) return match[1];
  }
  return null;
}

export function isServiceType(value: unknown): value is ServiceRequestType {
  return typeof value === "string" && (SERVICE_REQUEST_TYPES as readonly string[]).includes(value);
}
