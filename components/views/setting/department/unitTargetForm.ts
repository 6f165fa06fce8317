import { failureKey } from '@/lib/domain/formRules';

/** 改隶 and 合并单位: the unit chosen to receive, as the message key `targetRequired` of `department.move`/`department.merge`, or null. */
export const targetError = (target: unknown) => failureKey(target, { required: true, message: 'targetRequired' });
