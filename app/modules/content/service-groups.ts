// The services page groups its services by category, each group a section with an anchor; the
// home page's categories link to those anchors. One spelling of the anchor for both, and a link
// only to a group that exists: a category without services has no section there.

/** The id of a category's section on /services (`other`: services whose category is gone). */
export function categoryAnchor(categoryId: number | null): string {
  return `category-${categoryId ?? "other"}`;
}

/** The link to a category's services, or null when it has none (no section to land on). */
export function categoryServicesHref(
  categoryId: number,
  services: readonly { category_id: number }[],
): string | null {
  return services.some((service) => service.category_id === categoryId)
    ? `/services#${categoryAnchor(categoryId)}`
    : null;
}
