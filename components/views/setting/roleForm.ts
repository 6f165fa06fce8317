import { ABILITY_PATTERN } from '@/lib/contracts/role';
import { checkForm, failureKeys } from '@/lib/domain/formRules';

export interface RoleFormValues {
  nameZh: string;
  nameEn: string;
  abilities: string[];
}

/** As the server takes a role (lib/contracts/role.ts): names of at most 50 characters, at most 50 abilities. */
export const ROLE_NAME_MAX = 50;
export const ROLE_ABILITIES_MAX = 50;

/** The first ability not written like read:system, or undefined. */
export const badAbility = (abilities: readonly string[]) => abilities.find((a) => !ABILITY_PATTERN.test(a));

const NAME = { trim: true, required: true, max: ROLE_NAME_MAX, message: { required: 'nameRequired', max: 'nameTooLong' } } as const;

/** The role form's mistakes, as message keys of `setting.roleManagement`. */
export const roleErrors = (v: RoleFormValues) => failureKeys(checkForm(v, {
  nameZh: NAME,
  nameEn: NAME,
  abilities: { max: ROLE_ABILITIES_MAX, message: { max: 'abilitiesTooMany' }, custom: (list) => badAbility(list as string[]) !== undefined && 'abilityInvalid' },
}));
