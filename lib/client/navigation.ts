/**
 * Lets code outside React (the request client, the session reset) navigate the hash router.
 * The app registers React Router's navigate; before that, the hash is set directly.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigator: NavigateFn | null = null;

export function registerNavigator(fn: NavigateFn): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = null;
  };
}

export function navigateTo(to: string, replace = true): void {
  if (navigator) navigator(to, { replace });
  else if (typeof window !== 'undefined') window.location.hash = `#${to}`;
}
