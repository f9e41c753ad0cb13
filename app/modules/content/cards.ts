// Built on the server (cards.server.ts), so only these fields travel to the browser.
import type { ServiceRequestType } from "~/modules/provider/types";
import type { PictureData } from "./images";

export type ServiceCardData = {
  id: number;
  name: string;
  /** Its own page (slug.ts); null from a provider without slugs. */
  href: string | null;
  /** Sanitised on the server (rich-text.server.ts). */
  infoHtml: string;
  picture: PictureData | null;
  /** Null when the names match no type: the modal opens with none chosen. */
  type: ServiceRequestType | null;
};

export type ProjectCardData = {
  id: number;
  name: string;
  href: string | null;
  info: string;
  serviceName: string | null;
  skills: string[];
  link: string | null;
  picture: PictureData | null;
};

export type PostCardData = {
  id: number;
  name: string;
  href: string | null;
  infoHtml: string;
  requirements: string[];
  createdAt: string;
  /** Formatted on the server, so server and browser renders agree. */
  dateLabel: string | null;
  picture: PictureData | null;
};

export type FaqData = { id: number; question: string; answerHtml: string };

export type TeamCardData = { id: number; name: string; role: string; picture: PictureData | null };

/** An item's own page (app/routes/_site.services_.$slug.tsx and its siblings). */
export type ItemPageData = {
  name: string;
  /** Sanitised on the server. */
  bodyHtml: string;
  pictures: PictureData[];
  /** A service's category, a project's service. */
  parent: { name: string; href: string | null } | null;
  createdAt: string;
  dateLabel: string | null;
  skills: string[];
  link: string | null;
  requirements: string[];
};
