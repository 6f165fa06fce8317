import type { Grants, Rule } from '@/lib/domain/access';

/** The template's mock accounts with their roles and de-duplicated permissions (spec §6). */
export const DEMO_USERS: Record<'admin' | 'editor' | 'test', Grants> = {
  admin: { roles: ['Admin'], abilities: ['read:system', 'write:system', 'delete:system'] },
  editor: { roles: ['Editor'], abilities: ['read:system', 'write:system'] },
  test: { roles: ['Admin', 'Editor'], abilities: ['read:system', 'write:system', 'delete:system'] },
};

/** The access rules the permission screen checks, each with the key of its label. */
export const DEMO_RULES: [key: string, rule: readonly string[] | Rule][] = [
  ['adminRole', ['Admin']],
  ['editorRole', ['Editor']],
  ['anyRole', ['Admin', 'Editor']],
  ['bothRoles', { role: ['Admin', 'Editor'], mode: 'allOf' }],
  ['notEditor', { role: ['Editor'], mode: 'except' }],
  ['canWrite', { ability: ['write:system'] }],
  ['canDelete', { ability: ['delete:system'] }],
  ['adminAndRead', { role: ['Admin'], ability: ['read:system'] }],
];
