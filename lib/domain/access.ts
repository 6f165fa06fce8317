/** Access check of spec §6: the admin flag passes; a list means any-of; an object combines role and ability rules. */
export interface Grants {
  admin?: boolean;
  roles: readonly string[];
  abilities: readonly string[];
}

export interface Rule {
  role?: readonly string[];
  ability?: readonly string[];
  mode?: 'oneOf' | 'allOf' | 'except';
}

function matches(held: readonly string[], wanted: readonly string[], mode: Rule['mode']): boolean {
  switch (mode ?? 'oneOf') {
    case 'allOf':
      return wanted.every((w) => held.includes(w));
    case 'except':
      return !wanted.some((w) => held.includes(w));
    default:
      return wanted.some((w) => held.includes(w));
  }
}

export function can(grants: Grants, rule: readonly string[] | Rule | undefined): boolean {
  if (grants.admin) return true;
  if (!rule) return true;
  if (Array.isArray(rule)) return rule.length === 0 || rule.some((r) => grants.roles.includes(r));
  const { role, ability, mode } = rule as Rule;
  const roleOk = !role?.length || matches(grants.roles, role, mode);
  const abilityOk = !ability?.length || matches(grants.abilities, ability, mode);
  return roleOk && abilityOk;
}
