// Built on the server (cards.server.ts), so only these fields travel to the browser.
import type { ServiceRequestType } from "~/modules/provider/types";
import type { PictureData } from "./images";

export type ServiceCardData = {
  id: number;
  name: string;
  /** Sanitised on the server (rich-text.server.ts). */
  infoHtml: string;
  picture: PictureData | null;
  /** Null when the names match no type: the modal opens with none chosen. */
  type: ServiceRequestType | null;
};

export type ProjectCardData = {
  id: number;
  name: string;
  info: string;
  serviceName: string | null;
  skills: string[];
  link: string | null;
  picture: PictureData | null;
};

export type PostCardData = {
  id: number;
  name: string;
  infoHtml: string;
  requirements: string[];
  createdAt: string;
  /** Formatted on the server, so server and browser renders agree. */
  dateLabel: string | null;
  picture: PictureData | null;
};

export type FaqData = { id: number; question: string; answerHtml: string };

export type TeamCardData = { id: number; name: string; role: string; picture: PictureData | null };
