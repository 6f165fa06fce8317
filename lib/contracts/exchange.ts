import { z } from 'zod';
import { attachmentItem } from './attachment';
import { listCode } from './codeList';
import { endpoint, pageQuery, pageResult } from './endpoint';
import { filingStatus } from './filing';
import { intakePerson } from './recruit';
import { base64File, calendarDate, code as codeOf, id, idNumber, multiLine, requiredLine, singleLine } from './primitives';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.nullable().optional());
const date = calendarDate;
const text = (label: string, max: number) => singleLine(max, label);
const code = (label: string, max: number) => codeOf(max, label);

export const EXCHANGE_MODES = ['TRANSFER', 'SECONDMENT_END', 'TRANSFER_FROM_CIVIL', 'ROTATION', 'MILITARY', 'POLICY'] as const;
export const INTERNAL_EXCHANGE_MODES = ['ROTATION', 'TRANSFER', 'SECONDMENT'] as const;
export const EXCHANGE_REASONS = ['WORK_NEED', 'SPOUSE', 'ELDER_CARE', 'SELF_APPLY', 'OTHER'] as const;

/**
 * 进入本单位方式 an exchange arrival may record (domain.md §6.14): 调入, or from outside the system 军转安置 / 政策性安置.
 * The other ways of entry have filings of their own (招聘结果, 人才引进, 系统内交流, 编制转换).
 */
export const ARRIVAL_ENTRY_METHODS = ['TRANSFER_IN', 'MILITARY', 'POLICY_PLACEMENT'] as const;

/** The entry method an arrival records when its line names none: the placement the exchange mode is, else 调入. */
export function defaultEntryMethod(exchangeMode: string | null | undefined): (typeof ARRIVAL_ENTRY_METHODS)[number] {
  return exchangeMode === 'MILITARY' ? 'MILITARY' : exchangeMode === 'POLICY' ? 'POLICY_PLACEMENT' : 'TRANSFER_IN';
}

/** The sending unit's consent to a transfer within the system (domain.md §2.5 RYJL counterpartOpinion). */
export const CONSENT_CATEGORY = '调出单位同意函';

/**
 * 人员交流 RYJL header. Within the system the receiving unit files (direction IN) and names the sending unit; out of
 * the system the counterpart is described by name, credit code, region and nature.
 */
export const exchangeHeader = z.object({
  direction: z.enum(['IN', 'OUT'], { error: '请选择交流方向（调入/调出）' }),
  exchangeMode: z.enum(EXCHANGE_MODES, { error: '请选择交流方式' }),
  counterpartInSystem: z.boolean({ error: '请选择对方单位是否在本系统内' }),
  counterpartUnitId: id('对方单位').nullable().optional(),
  /** Outside the system the clerk types it; within it the chosen unit's name, set again by the server on submission. */
  counterpartUnitName: opt(text('对方单位名称', 100)),
  counterpartUscc: opt(z.string().trim().toUpperCase().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '对方单位统一社会信用代码应为 18 位')),
  counterpartRegion: opt(z.string().trim().regex(/^\d{6}$/, '对方单位所在区划应为 6 位行政区划代码')),
  counterpartNature: opt(text('对方单位性质', 50)),
}).superRefine((h, ctx) => {
  if (h.counterpartInSystem && !h.counterpartUnitId) ctx.addIssue({ code: 'custom', path: ['counterpartUnitId'], message: '请选择系统内的对方单位', params: { messageEn: 'is required for a counterpart in the system' } });
  if (!h.counterpartInSystem && !h.counterpartUnitName) ctx.addIssue({ code: 'custom', path: ['counterpartUnitName'], message: '请填写对方单位名称', params: { messageEn: 'is required for a counterpart outside the system' } });
});
export type ExchangeHeader = z.infer<typeof exchangeHeader>;

/** One exchanged person: why, the establishment and post at the receiving unit, and from when. */
export const exchangeLine = z.object({
  /**
   * Within the system, the ID number of the arriving person as the clerk typed it to find them (Exchange/findPerson):
   * the sending unit's person is named by what the transfer papers say, not by an id alone.
   */
  personIdNumber: opt(idNumber('调入人员公民身份号码')),
  /**
   * From outside the system (调入、军转安置、政策安置), the arriving person as the papers describe them, instead of a person
   * registered beforehand: on approval someone reduced with this ID number comes back as the same person, anyone else is new.
   */
  newPerson: intakePerson.nullable().optional(),
  reason: z.enum(EXCHANGE_REASONS, { error: '请选择交流原因' }),
  /**
   * 进入本单位方式 of an arrival from outside the system (调入、军转安置、政策性安置); when absent, the one the exchange mode
   * implies (defaultEntryMethod). Recorded on the person on arrival.
   */
  entryMethod: opt(listCode('entryMethod', '进入方式')),
  toEstabType: opt(code('调入后编制类型', 15)),
  toPostCategory: opt(z.enum(['MANAGE', 'TECH', 'WORKER'], { error: '请选择调入后岗位类别' })),
  toPostLevel: opt(z.string().trim().regex(/^(M(0[1-9]|10)|T(0[1-9]|1[0-3])|W0[0-5])$/, '请选择调入后岗位等级')),
  effectiveDate: date('交流生效日期'),
  note: opt(multiLine(500, '备注')),
});
export type ExchangeLine = z.infer<typeof exchangeLine>;

/** 内部人员交流 NBJL: between two units of one competent authority. */
export const internalExchangeHeader = z.object({
  fromUnitId: id('调出单位'),
  toUnitId: id('调入单位'),
  exchangeMode: z.enum(INTERNAL_EXCHANGE_MODES, { error: '请选择交流方式' }),
  /** The units' names as the reviewers read them; the server sets them again on submission. */
  fromUnitName: opt(text('调出单位名称', 100)),
  toUnitName: opt(text('调入单位名称', 100)),
});
export type InternalExchangeHeader = z.infer<typeof internalExchangeHeader>;

const unitOption = z.object({ id: z.number().int(), unitName: z.string() });

export const exchangeUnits = endpoint({
  method: 'POST', path: '/Exchange/getUnits', tag: 'exchange', access: ['jc', 'zg'],
  summary: "Counterpart units: for a base unit every other base unit of the system, or with `internal` its authority's units, its own among them; for a competent authority its own units (internal exchange).",
  body: z.object({ internal: z.boolean().optional() }).optional(), response: z.object({ list: z.array(unitOption) }),
});

export const exchangeFindPerson = endpoint({
  method: 'POST', path: '/Exchange/findPerson', tag: 'exchange', access: ['jc', 'zg'],
  errors: [404],
  summary: 'The person to receive from another unit, found by the exact name and ID number (answered masked); 404 when nobody matches.',
  body: z.object({
    unitId: id('单位'),
    name: requiredLine(30, '姓名').min(2, '请填写姓名'),
    idNumber: idNumber(),
  }),
  response: z.object({
    id: z.number().int(), name: z.string(), idNumber: z.string(), unitName: z.string(), estabType: z.string().nullable(),
    postCategory: z.string().nullable(), postLevel: z.string().nullable(), personStatus: z.string(),
  }),
});

export const outgoingExchange = z.object({
  id: z.number().int(),
  filingNo: z.string(),
  receivingUnitName: z.string(),
  persons: z.array(z.string()),
  status: filingStatus,
  updatedAt: z.string(),
  hasConsent: z.boolean(),
  /** Whether the consent can still be attached (the receiving unit has not submitted it yet). */
  canAttach: z.boolean(),
});
export type OutgoingExchange = z.infer<typeof outgoingExchange>;

export const exchangeOutgoing = endpoint({
  method: 'POST', path: '/Exchange/getOutgoing', tag: 'exchange', access: ['jc'],
  summary: "Transfers within the system that take persons from the caller's unit (filed by the receiving units), newest first.",
  body: pageQuery, response: pageResult(outgoingExchange),
});

export const exchangeUploadConsent = endpoint({
  method: 'POST', path: '/Exchange/uploadConsent', tag: 'exchange', access: ['jc'], audit: 'exchange.uploadConsent',
  errors: [404, 422],
  summary: 'The sending unit attaches its consent letter to a transfer filed by the receiving unit, while that filing is still editable.',
  maxBodyBytes: 28 * 1024 * 1024,
  body: z.object({
    filingId: id('备案'),
    fileName: requiredLine(200, '文件名'),
    content: base64File(28 * 1024 * 1024),
  }),
  response: attachmentItem,
});

export const exchangeEndpoints = [exchangeUnits, exchangeFindPerson, exchangeOutgoing, exchangeUploadConsent];
