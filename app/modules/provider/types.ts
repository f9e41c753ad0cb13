// Spec §3 and §7: the provider contract, read by the app, its components and the provider
// (server/db/types.ts). Types and the closed lists only, no imports: the provider bundles it.

export type PageMeta = {
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
};

export type Paged<T> = { data: T[]; meta: PageMeta };
export type Item<T> = { data: T };

/** ADR 0015; the widest WebP is `path` itself. */
export type ImageVariantInfo = {
  path: string;
  type: "image/avif" | "image/webp";
  width: number;
  height: number;
};

export type ImageInfo = {
  path: string;
  thumb: string | null;
  width: number | null;
  height: number | null;
  /** Absent from older providers; empty until backfilled. */
  variants?: ImageVariantInfo[];
};

type Record_ = { id: number; created_at: string };

export type Category = Record_ & {
  ar_name: string;
  en_name: string;
  image: string | null;
  images: ImageInfo[];
};

export type Service = Record_ & {
  ar_name: string;
  en_name: string;
  ar_info: string;
  en_info: string;
  category_id: number;
  image: string[];
  images: ImageInfo[];
};

export type Project = Record_ & {
  ar_name: string;
  en_name: string;
  ar_info: string;
  en_info: string;
  link: string | null;
  skills: string | null;
  service_id: number;
  image: string[];
  images: ImageInfo[];
};

export type Post = Record_ & {
  ar_name: string;
  en_name: string;
  ar_info: string;
  en_info: string;
  ar_requirements: string[];
  en_requirements: string[];
  image: string | null;
  images: ImageInfo[];
};

export type Faq = Record_ & {
  ar_name: string;
  en_name: string;
  ar_answer: string;
  en_answer: string;
};

export type TeamMember = Record_ & {
  ar_name: string;
  en_name: string;
  ar_role: string;
  en_role: string;
  sort: number;
  image: string | null;
  images: ImageInfo[];
};

export const PAGE_KEYS = ["about-us", "privacy", "terms", "conditions"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export type SitePage = Record_ & {
  key: PageKey;
  ar_title: string;
  en_title: string;
  ar_body: string;
  en_body: string;
  updated_at: string;
};

export const USER_TYPES = ["client", "company"] as const;
export type UserType = (typeof USER_TYPES)[number];

export type User = Record_ & {
  username: string;
  email: string;
  phone: string | null;
  country: string | null;
  city: string | null;
  type: UserType;
  role: { name: string } | null;
};

export const SERVICE_REQUEST_TYPES = [
  "remote_employee",
  "build_website",
  "build_mobile_app",
  "graphics",
  "marketing",
] as const;
export type ServiceRequestType = (typeof SERVICE_REQUEST_TYPES)[number];
