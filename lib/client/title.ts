/** The document title (spec §2.4): route title and site title joined by the separator, order reversible. */
export function pageTitle(routeTitle: string, siteTitle: string, separator: string, reverse = false): string {
  const parts = routeTitle ? [routeTitle, siteTitle] : [siteTitle];
  return (reverse ? parts.reverse() : parts).join(separator);
}
