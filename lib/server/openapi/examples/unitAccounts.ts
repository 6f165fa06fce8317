import type { OperationExample } from './types';

const ruleByPrefix = { usernameRule: 'prefix', prefix: 'hz', digits: 4, start: 1 };
const outcome = {
  results: [
    { id: 6, ok: true, username: 'jc2', message: '', messageEn: '' },
    { id: 1, ok: false, username: 'admin', message: '不能停用自己的账号', messageEn: 'You cannot disable your own account' },
  ],
  succeeded: 1,
  failed: 1,
};

/** Examples of the bulk creation of units' main accounts and of the bulk account actions, from the demo dataset. */
export const unitAccountExamples: Record<string, OperationExample> = {
  '/userInfo/planUnitAccounts': {
    body: ruleByPrefix,
    data: {
      units: [{ unitId: 9, unitName: '湖州市南浔区教育局', uscc: '11330503002583642W', role: 'zg', username: 'hz0001', clash: null }],
      creatable: 1,
      clashes: 0,
    },
  },
  '/userInfo/createUnitAccounts': { body: ruleByPrefix },
  '/userInfo/bulkSetExpiry': { body: { ids: [6, 1], expireTime: '2027-12-31' }, data: { ...outcome, results: [outcome.results[0], { ...outcome.results[1], message: '不能给自己的账号设置到期日期', messageEn: 'You cannot set an expiry date on your own account' }] } },
  '/userInfo/bulkDisable': { body: { ids: [6, 1] }, data: outcome },
  '/userInfo/bulkEnable': { body: { ids: [6] }, data: { results: [outcome.results[0]], succeeded: 1, failed: 0 } },
  '/userInfo/bulkUnlock': { body: { ids: [6] }, data: { results: [outcome.results[0]], succeeded: 1, failed: 0 } },
};
