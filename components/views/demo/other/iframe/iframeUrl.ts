/** A page the iframe view may show: an http(s) address, or a path of this site. */
export function isFrameable(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The address typed in the search box, or a web search for it when it is not an address. */
export function searchTarget(text: string): { url: string; title: string } {
  const value = text.trim();
  if (isFrameable(value)) return { url: value, title: value };
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return { url: `https://${value}`, title: value };
  return { url: `https://www.bing.com/search?q=${encodeURIComponent(value)}`, title: value };
}

/** The in-app path of the iframe view for a page. */
export const viewPath = (url: string, title: string, icon = 'window-line') =>
  `/other/iframe/view?${new URLSearchParams({ url, title, icon }).toString()}`;
