import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, intParam, singleLine } from './primitives';

/** An access rule (spec §6): any-of by default, all-of, or none-of the listed roles and abilities. */
export const accessRule = z.object({
  role: z.array(z.string()).optional(),
  ability: z.array(z.string()).optional(),
  mode: z.enum(['oneOf', 'allOf', 'except']).default('oneOf'),
});
export type AccessRule = z.input<typeof accessRule>;

export const routeMeta = z.object({
  title: z.string().optional(),
  icon: z.string().optional(),
  isCustomSvg: z.boolean().optional(),
  hidden: z.boolean().optional(),
  levelHidden: z.boolean().optional(),
  breadcrumbHidden: z.boolean().optional(),
  noClosable: z.boolean().optional(),
  noKeepAlive: z.boolean().optional(),
  dynamicNewTab: z.boolean().optional(),
  activeMenu: z.string().optional(),
  noColumn: z.boolean().optional(),
  badge: z.string().optional(),
  dot: z.boolean().optional(),
  target: z.enum(['_blank', '_self']).optional(),
  roles: accessRule.optional(),
  /**
   * The template's route guard (spec §2.3 `guard`): a list of roles (any of them) or a rule of the same form as `roles`;
   * the route opens only to a user who passes both.
   */
  guard: z.union([z.array(z.string()), accessRule]).optional(),
});
export type RouteMeta = z.infer<typeof routeMeta>;

const word = (max: number) => singleLine(max);
const boundedRule = accessRule.extend({ role: z.array(word(50)).max(50).optional(), ability: z.array(word(100)).max(100).optional() });
/** The meta an admin writes (menu management): the same fields, bounded. */
export const routeMetaInput = routeMeta.extend({
  title: word(50).optional(),
  icon: word(100).optional(),
  activeMenu: word(200).optional(),
  badge: word(20).optional(),
  roles: boundedRule.optional(),
  guard: z.union([z.array(word(50)).max(50), boundedRule]).optional(),
});

export interface RouteRecord {
  path: string;
  name?: string;
  /** Key of the view registry, or 'Layout' for a group. */
  component?: string;
  redirect?: string;
  meta: RouteMeta;
  children?: RouteRecord[];
}

export const routeRecord: z.ZodType<RouteRecord> = z.object({
  path: z.string(),
  name: z.string().optional(),
  component: z.string().optional(),
  redirect: z.string().optional(),
  meta: routeMeta,
  get children() {
    return z.array(routeRecord).optional();
  },
});

export const routerList = endpoint({
  method: 'POST',
  path: '/router/getRouterList',
  summary: "The route tree (menu) for the signed-in user's role (spec §2.2); each node carries its access rule.",
  tag: 'user',
  access: 'user',
  body: z.object({ LoginId: intParam(id('账号')).optional() }).optional(),
  response: z.object({ list: z.array(routeRecord) }),
});
