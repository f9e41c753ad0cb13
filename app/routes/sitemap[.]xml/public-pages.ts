// Every public page (spec §2), for the sitemap. Auth and dashboard pages are not for search
// engines (robots.txt keeps them out).
export const PUBLIC_PAGES = [
  "/",
  "/about-us",
  "/services",
  "/projects",
  "/posts",
  "/visualresources",
  "/FAQs",
  "/contact_us",
  "/privacy",
  "/terms",
  "/conditions",
] as const;
