/** What the error log keeps of an error (spec §2.4): where it happened, its message and its details. */
export interface ErrorEntry {
  id: number;
  /** The in-app route, e.g. `/company/person`. */
  route: string;
  message: string;
  details: string;
}

let nextId = 1;

/** An entry for anything thrown: an Error's message and stack, or the text of whatever else was thrown. */
export function errorEntry(error: unknown, route: string): ErrorEntry {
  const isError = error instanceof Error;
  const message = isError ? error.message || error.name : typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
  const details = isError ? error.stack ?? `${error.name}: ${error.message}` : message;
  return { id: nextId++, route, message, details };
}

/** The three engines the log searches an error message on. */
export const SEARCH_ENGINES = [
  { name: 'baidu', url: (q: string) => `https://www.baidu.com/s?wd=${encodeURIComponent(q)}` },
  { name: 'bing', url: (q: string) => `https://www.bing.com/search?q=${encodeURIComponent(q)}` },
  { name: 'google', url: (q: string) => `https://www.google.com/search?q=${encodeURIComponent(q)}` },
] as const;

/** Whether the log is on in this build (development, or production when configured). */
export const errorLogEnabled = (environments: readonly string[], env: string | undefined = process.env.NODE_ENV): boolean =>
  environments.includes(env ?? 'development');
