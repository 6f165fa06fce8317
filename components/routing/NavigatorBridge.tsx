import { useEffect, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/client/navigation';

/**
 * Hands React Router's navigate to code outside React (request client redirects), and tells Next.js's router of
 * hash changes made outside React Router (address bar, plain links, back to such an entry). Next.js writes its own
 * copy of the URL back when it next renders — within the router's popstate handling when an earlier update is
 * still pending — which would undo the change while the page shows the new route. A layout effect of this child
 * listens before the HashRouter above it does.
 */
export default function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  useLayoutEffect(() => {
    const tellNext = () => window.history.replaceState(window.history.state, '', window.location.href);
    window.addEventListener('popstate', tellNext);
    return () => window.removeEventListener('popstate', tellNext);
  }, []);
  return null;
}
