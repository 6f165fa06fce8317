import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import { POST as importUnits } from '@/app/api/Company/importUnits/route';
import { GET as unitTemplate } from '@/app/api/Company/unitTemplate/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { getDb } from '@/lib/server/db/client';
import { unitEstablishments, units } from '@/lib/server/db/tables';
import { quotaUse } from '@/lib/server/services/quota';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment } from '@/lib/server/testing/fixtures';
import { day } from '@/lib/server/testing/recruit';
import { onPostgres, raceBetweenSchools, ROUNDS, together } from '@/lib/server/testing/races';
import { transferInFromJc2 } from '@/lib/server/testing/twoSchools';

/**
 * A cut of a unit's quota and an arrival into that unit, decided at the same time on PostgreSQL: at most one passes, and the
 * unit never ends with more persons in establishment than its quota without a 超编消化计划 (R-BZ-05, R-BZ-01). Each alone
 * is refused when the other is on record; together they are decided one after the other because both lock the unit:
 *  1. an internal exchange filed by the sending school locks the receiving unit with its own (FilingDefinition.unitsJudged),
 *     as the receiving unit's 单位信息上报 locks it;
 *  2. the unit registry import locks the units it changes and checks them against their persons again before it writes
 *     (unitImport/write.ts), as the unit's own 调入 is approved under the same lock.
 */
withFreshDatabase();

const { schools, tokens, drafted, doAct } = raceBetweenSchools();

beforeAll(async () => {
  tokens.admin = await loginAs('admin');
});

/** jc's persons in 事业编制 (实有在编) and what its quota must be for exactly one vacancy. */
async function figures() {
  const inst = (await quotaUse(await getDb(), schools.jc)).find((u) => u.estabType === 'INST')!;
  return { actual: inst.actual, oneVacancy: inst.actual + inst.approvedNotArrived + inst.inTransit + 1 };
}

/** jc's current quota of 事业编制 (no 超编消化计划 is ever filed in this file). */
async function quotaInstNow(): Promise<number> {
  const [e] = await (await getDb()).select({ quotaInst: unitEstablishments.quotaInst }).from(unitEstablishments)
    .where(and(eq(unitEstablishments.unitId, schools.jc), eq(unitEstablishments.isCurrent, true), eq(unitEstablishments.deleted, false)));
  return e.quotaInst;
}

/** A filed person of jc2 in 事业编制 holding no post level (so only the establishment is judged). */
const personOfJc2 = (name: string) => insertPerson(schools.jc2, {
  name, recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postCategory: null, postLevel: null, appointDate: null,
});

onPostgres('a 内部交流 into jc approved while jc\'s 单位信息上报 cutting its quota is approved', () => {
  /** jc's DWXX at its final step (PENDING_RSJ) with the quota of 事业编制 given. */
  async function unitInfoAtRsj(quotaInst: number): Promise<FilingDetail> {
    const info = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: tokens.jc });
    const keys = Object.keys(unitKeyFields.shape);
    const unit = Object.fromEntries(Object.entries(info.json.data.unit).filter(([k, v]) => keys.includes(k) && v !== null));
    const establishment = {
      approvedTotal: quotaInst, quotaAdmin: 0, quotaInst, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 3,
      internalOrgCount: 6, docNo: '湖编〔2026〕12号', docDate: day(-1),
    };
    const f = await drafted({ filingType: 'UNIT_INFO', header: { unit, establishment } }, []);
    const submitted = await doAct('jc', f, 'SUBMIT');
    expect([submitted.status, submitted.json.msg]).toEqual([200, expect.anything()]);
    const zg = await doAct('zg', submitted.json.data, 'ZG_APPROVE');
    expect(zg.json.data).toMatchObject({ status: 'PENDING_RSJ' });
    return zg.json.data;
  }

  /** jc2's NBJL moving the person into jc, submitted (ZG_ONLY: PENDING_ZG). */
  async function internalMoveAtZg(personId: number): Promise<FilingDetail> {
    const f = await drafted({
      filingType: 'INTERNAL_EXCHANGE', header: { fromUnitId: schools.jc2, toUnitId: schools.jc, exchangeMode: 'TRANSFER' },
      lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: day(-1) } }],
    }, [], 'jc2');
    const submitted = await doAct('jc2', f, 'SUBMIT');
    expect([submitted.status, submitted.json.msg]).toEqual([200, expect.anything()]);
    expect(submitted.json.data).toMatchObject({ status: 'PENDING_ZG' });
    return submitted.json.data;
  }

  it.each(ROUNDS)('round %i: at most one passes; jc never ends above its quota', async (round) => {
    const { actual, oneVacancy } = await figures();
    await setEstablishment(schools.jc, oneVacancy);
    const move = await internalMoveAtZg(await personOfJc2(`交流竞态${'甲乙丙丁戊'[round]}`));
    // The cut down to the persons jc holds now: allowed on its own (R-BZ-05 compares with 实有在编 only).
    const cut = await unitInfoAtRsj(actual);

    const [moved, decided] = await together(round, () => doAct('zg', move, 'ZG_APPROVE'), () => doAct('rsj', cut, 'RSJ_APPROVE'));
    const after = await figures();
    const quota = await quotaInstNow();
    // Clean up whichever was refused, so the next round starts afresh (one DWXX at a time, R-GEN-07).
    if (moved.status !== 200) {
      const back = await doAct('zg', move, 'ZG_RETURN', { opinion: '调入单位已无空编，退回' });
      await doAct('jc2', back.json.data, 'VOID');
    }
    if (decided.status !== 200) {
      const back = await doAct('rsj', cut, 'RSJ_RETURN', { opinion: '已有人员调入，退回重报' });
      await doAct('jc', back.json.data, 'VOID');
    }
    expect(after.actual).toBeLessThanOrEqual(quota);
    expect({ exchange: moved.status, unitInfo: decided.status }).not.toEqual({ exchange: 200, unitInfo: 200 });
  });
});

onPostgres('the unit registry import cutting jc\'s quota while jc\'s own 调入 is approved', () => {
  /** The registry row of jc as stored, with its 事业编制 set to `quotaInst`: the template filled in under its titles. */
  async function registryOfJc(quotaInst: number): Promise<string> {
    const db = await getDb();
    const [u] = await db.select().from(units).where(eq(units.id, schools.jc));
    const [authority] = await db.select({ uscc: units.uscc }).from(units).where(eq(units.id, u.competentDeptId!));
    const row: Record<string, ExcelJS.CellValue> = {
      单位名称: u.unitName, 单位简称: u.shortName, 统一社会信用代码: u.uscc, 单位类别: u.unitCategory, 事业单位分类: u.instClass, 是否主管部门: '否',
      主管部门: authority.uscc, 所在区划: u.regionCode, 机构规格: u.unitRank, 隶属关系: u.affiliation, 经费形式: u.fundingForm, 主要岗位类型: u.mainPostType,
      机构编制批准文号: u.estabDocNo, 机构批准日期: u.estabDocDate, 法定代表人: u.legalRep, 联系人: u.contactName, 联系电话: u.contactPhone, 地址: u.address,
      邮编: u.postcode, 行政编制: 0, 事业编制: quotaInst, 参公事业编制: 0, 机关工勤编制: 0, 领导正职职数: 1, 领导副职职数: 3, 内设机构数: 6,
      编制核定文号: '湖编〔2026〕13号', 编制核定日期: day(-1),
    };
    const res = await call(unitTemplate, '/Company/unitTemplate', { token: tokens.admin, method: 'GET' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.file!.arrayBuffer());
    const sheet = workbook.getWorksheet('单位信息')!;
    const titles = (sheet.getRow(1).values as string[]).map((t) => (t ? t.replace('*', '') : t));
    for (const [title, value] of Object.entries(row)) {
      const at = titles.indexOf(title);
      if (at < 0) throw new Error(`no column ${title}`);
      sheet.getCell(2, at).value = value ?? null;
    }
    return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  }

  /** jc's 调入 (系统内, from jc2) of the person, with jc2's consent, at its final step (PENDING_RSJ). */
  async function transferInAtRsj(personId: number): Promise<FilingDetail> {
    const f = await transferInFromJc2(schools, drafted, personId);
    const fresh = await doAct('jc', { id: f.id, version: f.version }, 'SUBMIT');
    expect([fresh.status, fresh.json.msg]).toEqual([200, expect.anything()]);
    const zg = await doAct('zg', fresh.json.data, 'ZG_APPROVE');
    expect(zg.json.data).toMatchObject({ status: 'PENDING_RSJ' });
    return zg.json.data;
  }

  it.each(ROUNDS)('round %i: at most one passes; jc never ends above its quota', async (round) => {
    const { actual, oneVacancy } = await figures();
    await setEstablishment(schools.jc, oneVacancy);
    const transfer = await transferInAtRsj(await personOfJc2(`调入竞态${'甲乙丙丁戊'[round]}`));
    // The cut down to the persons jc holds now: the import takes it on its own (its R-BZ-05 compares with 实有在编).
    const content = await registryOfJc(actual);
    const dry = await call<{ problems: unknown[] }>(importUnits, '/Company/importUnits', { token: tokens.admin, body: { fileName: '单位名册.xlsx', content, dryRun: true } });
    expect(dry.json.data.problems).toEqual([]);

    const [approvedIn, imported] = await together(
      round,
      () => doAct('rsj', transfer, 'RSJ_APPROVE'),
      () => call(importUnits, '/Company/importUnits', { token: tokens.admin, body: { fileName: '单位名册.xlsx', content, dryRun: false } }),
    );
    const after = await figures();
    const quota = await quotaInstNow();
    if (approvedIn.status !== 200) {
      const back = await doAct('rsj', transfer, 'RSJ_RETURN', { opinion: '调入单位已无空编，退回' });
      await doAct('jc', back.json.data, 'VOID');
    }
    expect(after.actual).toBeLessThanOrEqual(quota);
    expect({ transfer: approvedIn.status, import: imported.status }).not.toEqual({ transfer: 200, import: 200 });
    // Refused by its check when the arrival came first (422, the file's report), or by the check again under the lock (409).
    if (imported.status === 409) {
      expect(imported.json.msg).toMatch(/^检查之后单位的在编人员有变动（第 2 行）：核定编制 \d+ 少于该单位实有在编 \d+ 人/);
    } else if (imported.status !== 200) {
      expect(imported).toMatchObject({ status: 422, json: { msg: '导入文件有 1 行、1 处错误，未导入任何数据，请修改后重新上传' } });
    }
  });
});
