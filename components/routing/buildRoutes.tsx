import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { RouteRecord } from '@/lib/contracts/router';
import { withMessages } from '@/lib/client/i18n';
import { resolvePath } from '@/lib/client/menu';
import { NotAvailable, viewFor } from '@/components/views/registry';
import { lazyView } from './lazyView';
import type { RouteHandle } from './routeHandle';

// The sign-in pages show the registration module's messages (its link, form and pages) besides the shell's.
const LoginPage = lazyView(withMessages(() => import('@/components/views/login/LoginRoute'), ['registration']));
const RegisterPage = lazyView(withMessages(() => import('@/components/views/login/RegisterPage'), ['registration']));
const CallbackPage = lazyView(withMessages(() => import('@/components/views/login/CallbackPage'), ['registration']));
const RenewalPage = lazyView(withMessages(() => import('@/components/views/login/RenewalPage'), ['registration']));
const Page403 = lazyView(() => import('@/components/views/error/Page403'));
const Page404 = lazyView(() => import('@/components/views/error/Page404'));

const publicRoute = (path: string, title: string, element: React.ReactNode): RouteObject => ({
  path, element, handle: { meta: { title }, fullPath: path } satisfies RouteHandle,
});

/** The public routes (spec §2.1). */
export const publicRoutes: RouteObject[] = [
  publicRoute('/login', '登录', <LoginPage />),
  publicRoute('/register', '注册', <RegisterPage />),
  publicRoute('/callback', '第三方登录', <CallbackPage />),
  publicRoute('/renewal', '账号续期', <RenewalPage />),
  publicRoute('/403', '403', <Page403 />),
  publicRoute('/404', '404', <Page404 />),
];

function elementFor(r: RouteRecord, hasChildren: boolean): React.ReactNode {
  if (r.component === 'Layout') return <Outlet />;
  if (r.component) {
    const View = viewFor(r.component);
    return <View />;
  }
  if (r.redirect) return <Navigate to={r.redirect} replace />;
  return hasChildren ? <Outlet /> : <NotAvailable />;
}

/**
 * Server route records → React Router route objects of the views. A 'Layout' group renders its outlet (a top-level
 * one is flagged: its pages show inside the shell); a group's redirect becomes the group's index route; '*' is the
 * catch-all.
 */
export function buildRoutes(records: readonly RouteRecord[], base = '', depth = 0): RouteObject[] {
  return records.map((r): RouteObject => {
    const fullPath = resolvePath(base, r.path);
    const handle: RouteHandle = { meta: r.meta, fullPath, redirect: r.redirect, name: r.name, shell: depth === 0 && r.component === 'Layout' };
    const children = r.children?.length ? buildRoutes(r.children, fullPath, depth + 1) : [];
    if (r.redirect && (children.length || r.component === 'Layout')) {
      children.unshift({ index: true, element: <Navigate to={r.redirect} replace /> });
    }
    const element = elementFor(r, children.length > 0);
    if (!r.path) return { index: true, element, handle };
    const path = r.path === '/:pathMatch(.*)*' ? '*' : r.path;
    return children.length ? { path, element, handle, children } : { path, element, handle };
  });
}
