// Where the list shows an item after a save (spec §4): an edit keeps its row on the page the admin
// was on; a new item lands at the end of oldest-first lists and at the front of the others.

export type Placement = {
  isNew: boolean;
  order: "oldest" | "newest";
  /** Items in the list after the save (the new one included). */
  total: number;
  perPage: number;
  currentPage: number;
};

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

export function landingPage({ isNew, order, total, perPage, currentPage }: Placement): number {
  if (!isNew) return Math.max(1, currentPage);
  return order === "newest" ? 1 : lastPage(total, perPage);
}
