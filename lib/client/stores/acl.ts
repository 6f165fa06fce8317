import { create } from 'zustand';
import type { Grants } from '@/lib/domain/access';

export interface AclState {
  /** True when the roles include 'admin' (spec §6: the admin flag passes every check). */
  admin: boolean;
  role: string[];
  ability: string[];
  setGrants(roles: readonly string[], abilities: readonly string[]): void;
  /** Virtual-role mode: full access. */
  setFullAccess(): void;
  reset(): void;
}

export const useAclStore = create<AclState>()((set) => ({
  admin: false,
  role: [],
  ability: [],
  setGrants: (roles, abilities) => set({ admin: roles.includes('admin'), role: [...roles], ability: [...abilities] }),
  setFullAccess: () => set({ admin: true, role: ['admin'], ability: [] }),
  reset: () => set({ admin: false, role: [], ability: [] }),
}));

export const grantsOf = (s: Pick<AclState, 'admin' | 'role' | 'ability'>): Grants => ({ admin: s.admin, roles: s.role, abilities: s.ability });
