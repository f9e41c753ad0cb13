// Spec §2; auth and dashboard pages are kept out by robots.txt.
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
