/** The document title (spec §2.4): route title and site title joined by the separator, order reversible. */
export function pageTitle(routeTitle: string, siteTitle: string, separator: string, reverse = false): string {
  const parts = routeTitle ? [routeTitle, siteTitle] : [siteTitle];
  return (reverse ? parts.reverse() : parts).join(separator);
}

/** Messages whose `app.title` is the configured site title, so every place that shows the title shows the chosen variant. */
export function withSiteTitle<M extends { app: { title: string } }>(messages: M, title: string): M {
  return messages.app.title === title ? messages : { ...messages, app: { ...messages.app, title } };
}
