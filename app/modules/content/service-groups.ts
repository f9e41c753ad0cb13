// The home page's categories link to the services page's groups: one spelling of the anchor.

/** `other`: services whose category is gone. */
export function categoryAnchor(categoryId: number | null): string {
  return `category-${categoryId ?? "other"}`;
}

/** Null when the category has no services (no section to land on). */
export function categoryServicesHref(
  categoryId: number,
  services: readonly { category_id: number }[],
): string | null {
  return services.some((service) => service.category_id === categoryId)
    ? `/services#${categoryAnchor(categoryId)}`
    : null;
}
