// docs/publishing.md, "Preview". The provider checks the link again before it answers.
import { localized, type Language } from "~/modules/i18n/config";
import { getEnv } from "~/modules/env/env.server";
import { providerFetch } from "~/modules/provider/client.server";
import type {
  Category,
  Faq,
  ImageInfo,
  Post,
  Project,
  Service,
  TeamMember,
} from "~/modules/provider/types";
import type {
  FaqData,
  PostCardData,
  ProjectCardData,
  ServiceCardData,
  TeamCardData,
} from "./cards";
import { toFaq, toPostCard, toProjectCard, toServiceCard, toTeamCard } from "./cards.server";
import { checkPreview, signPreview } from "~core/content/preview-signature";
import { CONTENT_ENTITIES, type ContentKey } from "~core/content/registry";

/** Null for an entity without a workflow (always shown). */
export function previewLinks(entity: ContentKey, id: number): Record<Language, string> | null {
  if (!CONTENT_ENTITIES[entity].workflow) return null;
  const key = getEnv().PROVIDER_API_KEY;
  const link = (lang: Language) => `/preview?${signPreview(key, { entity, id, lang }).toString()}`;
  return { ar: link("ar"), en: link("en") };
}

export type PreviewView =
  | { entity: "posts"; post: PostCardData }
  | { entity: "services"; service: ServiceCardData; group: string | null }
  | { entity: "projects"; project: ProjectCardData }
  | { entity: "faqs"; faq: FaqData }
  | { entity: "team"; member: TeamCardData }
  | { entity: "categories"; name: string };

export type PreviewResult =
  | { ok: true; view: PreviewView }
  | { ok: false; reason: "invalid" | "expired" | "missing" | "unavailable" };

function viewOf(entity: ContentKey, record: Record<string, unknown>, language: Language) {
  // GET preview answers the entity the link names. A draft has no page of its own to link to.
  const as = <T>() => ({ ...(record as T), ar_slug: null, en_slug: null });
  switch (entity) {
    case "posts":
      return { entity, post: toPostCard(as<Post>(), language) };
    case "services": {
      const service = as<Service>();
      const category = service.category ?? null;
      return {
        entity,
        service: toServiceCard(service, language),
        group: category ? localized(category, "name", language) || null : null,
      };
    }
    case "projects":
      return { entity, project: toProjectCard(as<Project>(), language) };
    case "faqs":
      return { entity, faq: toFaq(as<Faq>(), language) };
    case "team":
      return { entity, member: toTeamCard(as<TeamMember>(), language) };
    case "categories":
      return { entity, name: localized(as<Category>(), "name", language) };
    default:
      return null;
  }
}

/** A draft's pictures are not public (ADR 0023): its own carry the link's signed query, which
 * lets the provider serve them, for this record only and until the link expires. */
function withSignedPictures(record: Record<string, unknown>, link: URLSearchParams) {
  const sign = <T>(path: T): T | string =>
    typeof path === "string" && path.startsWith("/storage/") ? `${path}?${link.toString()}` : path;
  const images: ImageInfo[] = Array.isArray(record.images) ? record.images : [];
  return {
    ...record,
    image: Array.isArray(record.image) ? record.image.map(sign) : sign(record.image),
    images: images.map((info) => ({
      ...info,
      path: sign(info.path),
      thumb: sign(info.thumb),
      variants: info.variants?.map((variant) => ({ ...variant, path: sign(variant.path) })),
    })),
  };
}

export async function loadPreview(request: Request): Promise<PreviewResult> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  // Checked here too: a changed or old link costs no provider call.
  const check = checkPreview(getEnv().PROVIDER_API_KEY, query);
  if (!check.ok) return check;
  const { entity, lang } = check.target;
  const answer = await providerFetch<{ data: Record<string, unknown> }>({
    request,
    path: "preview",
    query,
    language: lang,
  });
  if (!answer.ok) {
    const status = answer.error.status;
    if (status === 410) return { ok: false, reason: "expired" };
    if (status === 403) return { ok: false, reason: "invalid" };
    return { ok: false, reason: status === 404 ? "missing" : "unavailable" };
  }
  const link = new URLSearchParams();
  for (const key of ["e", "id", "lng", "exp", "sig"]) link.set(key, query[key] ?? "");
  const view = viewOf(entity, withSignedPictures(answer.body.data, link), lang);
  return view ? { ok: true, view } : { ok: false, reason: "invalid" };
}
