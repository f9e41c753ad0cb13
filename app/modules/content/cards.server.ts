import { localized, type Language } from "~/modules/i18n/config";
import type { Faq, Post, Project, Service, TeamMember } from "~/modules/provider/types";
import type {
  FaqData,
  PostCardData,
  ProjectCardData,
  ServiceCardData,
  TeamCardData,
} from "./cards";
import { firstPicture, type PicturePlace } from "./images";
import { itemHref, slugIn } from "~core/content/slug";
import { plainText, safeHtml } from "./rich-text.server";
import { serviceTypeFor } from "~core/content/service-type";
import { dateFormat } from "~/utils/intl-format";

const POST_DATE = { dateStyle: "long", timeZone: "UTC" } as const;

// Only what the cards render travels to the browser.

export function toServiceCard(
  service: Service,
  language: Language,
  categoryName?: string,
): ServiceCardData {
  return {
    id: service.id,
    name: localized(service, "name", language),
    href: itemHref("services", slugIn(service, language)),
    infoHtml: safeHtml(localized(service, "info", language)),
    picture: firstPicture(service),
    type: serviceTypeFor(
      service.en_name,
      service.ar_name,
      categoryName,
      service.category?.en_name,
      service.category?.ar_name,
    ),
  };
}

export function toProjectCard(
  project: Project,
  language: Language,
  serviceNames: Map<number, string> = new Map(),
  place: PicturePlace = "wideCard",
): ProjectCardData {
  const serviceName = project.service
    ? localized(project.service, "name", language)
    : (serviceNames.get(project.service_id) ?? null);
  return {
    id: project.id,
    name: localized(project, "name", language),
    href: itemHref("projects", slugIn(project, language)),
    info: plainText(localized(project, "info", language), 220),
    serviceName,
    skills: skillsOf(project).slice(0, 6),
    link: safeLink(project.link),
    picture: firstPicture(project, place),
  };
}

export function skillsOf(project: Project): string[] {
  return (project.skills ?? "")
    .split(/[,،]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** Formatted on the server, so server and browser renders agree. */
export function dateLabelOf(stamp: string, language: Language): string | null {
  const date = new Date(stamp);
  return Number.isNaN(date.getTime())
    ? null
    : dateFormat(language === "ar" ? "ar" : "en-GB", POST_DATE).format(date);
}

/** A `javascript:` link in the data must not reach a page. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Pairs (`requirements[]`) or the two parallel arrays of spec §3. */
export function postRequirements(post: Post, language: Language): string[] {
  if (Array.isArray(post.requirements) && post.requirements.length > 0) {
    return post.requirements
      .map((pair) =>
        localized({ ar_r: pair.ar_requirement, en_r: pair.en_requirement }, "r", language),
      )
      .filter(Boolean);
  }
  const primary = (language === "ar" ? post.ar_requirements : post.en_requirements) ?? [];
  const secondary = (language === "ar" ? post.en_requirements : post.ar_requirements) ?? [];
  const count = Math.max(primary.length, secondary.length);
  return Array.from(
    { length: count },
    (_, index) => primary[index] || secondary[index] || "",
  ).filter(Boolean);
}

export function toPostCard(post: Post, language: Language): PostCardData {
  return {
    id: post.id,
    name: localized(post, "name", language),
    href: itemHref("posts", slugIn(post, language)),
    infoHtml: safeHtml(localized(post, "info", language)),
    requirements: postRequirements(post, language),
    createdAt: post.created_at,
    dateLabel: dateLabelOf(post.created_at, language),
    picture: firstPicture(post, "post"),
  };
}

export function toFaq(faq: Faq, language: Language): FaqData {
  return {
    id: faq.id,
    question: localized(faq, "name", language),
    answerHtml: safeHtml(localized(faq, "answer", language)),
  };
}

export function toTeamCard(member: TeamMember, language: Language): TeamCardData {
  return {
    id: member.id,
    name: localized(member, "name", language),
    role: localized(member, "role", language),
    picture: firstPicture(member, "avatar"),
  };
}
