import 'server-only';
import ExcelJS from 'exceljs';
import type { UnitAccountPlanItem } from '@/lib/contracts/unitAccounts';

type Lang = 'zh' | 'en';
export type CreatedAccount = UnitAccountPlanItem & { password: string };

const TEXT = {
  zh: {
    created: '单位账号', clashes: '未创建', unitName: '单位名称', uscc: '统一社会信用代码', role: '角色', username: '用户名',
    password: '初始密码', reason: '原因', roles: { jc: '基层单位', zg: '主管部门' },
    note: '初始密码仅在此文件中出现一次，系统不保存明文、无法再次获取；请妥善分发，首次登录须修改密码。',
  },
  en: {
    created: 'Unit accounts', clashes: 'Not created', unitName: 'Unit name', uscc: 'Unified social credit code', role: 'Role', username: 'Username',
    password: 'Initial password', reason: 'Reason', roles: { jc: 'Base unit', zg: 'Competent authority' },
    note: 'The initial passwords appear only in this file: the system keeps no clear copy and cannot show them again. Hand them out safely; each must be changed at the first sign-in.',
  },
} as const;

function sheet(workbook: ExcelJS.Workbook, name: string, titles: string[], rows: string[][]) {
  const ws = workbook.addWorksheet(name);
  ws.columns = titles.map((header, i) => ({ header, width: i === 0 ? 36 : 22, style: { numFmt: '@' } }));
  ws.getRow(1).font = { bold: true };
  ws.addRows(rows);
  return ws;
}

/** The list handed out once: the accounts made with their initial passwords, and the units left without one. */
export function unitAccountsWorkbook(lang: Lang, created: CreatedAccount[], clashes: UnitAccountPlanItem[]): ExcelJS.Workbook {
  const t = TEXT[lang];
  const workbook = new ExcelJS.Workbook();
  const main = sheet(workbook, t.created, [t.unitName, t.uscc, t.role, t.username, t.password],
    created.map((a) => [a.unitName, a.uscc, t.roles[a.role], a.username, a.password]));
  main.addRow([]);
  main.addRow([t.note]).font = { italic: true };
  if (clashes.length) {
    sheet(workbook, t.clashes, [t.unitName, t.uscc, t.role, t.username, t.reason],
      clashes.map((c) => [c.unitName, c.uscc, t.roles[c.role], c.username, lang === 'en' ? c.clash!.messageEn : c.clash!.message]));
  }
  return workbook;
}
