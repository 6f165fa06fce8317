import { settings } from '@/lib/config/settings';
import { errorEntry, errorLogEnabled } from './errorLog';
import { useErrorLogStore } from './stores/errorLog';

/** The in-app route of the page on screen (the hash router's path). */
const currentRoute = () => window.location.hash.replace(/^#/, '') || '/';

/** Appends an error to the log when the log is on in this build. */
export function recordError(error: unknown, extraDetails?: string): void {
  if (!errorLogEnabled(settings.errorLog)) return;
  const entry = errorEntry(error, currentRoute());
  useErrorLogStore.getState().add(extraDetails ? { ...entry, details: `${entry.details}\n${extraDetails}` } : entry);
}
