// The content entities' names, which the field and screen types need too (core/dashboard/
// entity-types.ts); everything else about them is in registry.ts.

/** In the dashboard menu's order. */
/** In the dashboard menu's order. */
export const CONTENT_KEYS = [
  "categories",
  "services",
  "projects",
  "posts",
  "faqs",
  "team",
  "pages",
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
export type ContentTable =
  "categories" | "services" | "projects" | "posts" | "faqs" | "team_members" | "pages";
