import type { ReactNode } from 'react';
import { can, type Rule } from '@/lib/domain/access';
import { grantsOf, useAclStore } from '@/lib/client/stores/acl';

/** Renders its children only when the user passes the access rule (spec §6); re-checks when the user changes. */
export default function Permission({ access, children }: { access: readonly string[] | Rule; children: ReactNode }) {
  const allowed = useAclStore((s) => can(grantsOf(s), access));
  return allowed ? children : null;
}
