// The dashboard's document titles, built by the layout's loader (titles.server.ts): the meta of
// the layout picks the one of the screen shown, so the child routes, most of them generic, need
// no meta.

export type DashboardTitles = Record<string, string>;

/** The title of the screen at `pathname`, the dashboard's own for any other. */
export function dashboardTitle(titles: DashboardTitles, pathname: string): string | undefined {
  return titles[pathname.replace(/\/+$/, "")] ?? titles["/dashboard"];
}
