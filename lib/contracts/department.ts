import { z } from 'zod';
import { isValidUscc } from '@/lib/domain/uscc';
import { endpoint, pageQuery, pageResult } from './endpoint';
import { unitKeyFields } from './unit';
import { id, multiLine, regionCode, singleLine, version } from './primitives';

const ADMIN = ['admin'] as const;
/** zg reads the units under it, rsj those of its region, admin every unit (the server scopes each list). */
const READERS = ['admin', 'rsj', 'zg'] as const;

export const UNIT_STATUSES = ['NORMAL', 'MERGED', 'REVOKED'] as const;
export const UNIT_TIERS = ['RSJ_REGION', 'COMPETENT', 'BASE'] as const;

export const departmentRegion = z.object({ code: z.string(), name: z.string(), level: z.string(), parentCode: z.string().nullable() });

export const competentAuthority = z.object({
  id: z.number().int(),
  unitName: z.string(),
  regionCode: z.string(),
  unitStatus: z.string(),
  /** Units of any status filed under it. */
  unitCount: z.number().int(),
});

export const departmentTree = endpoint({
  method: 'POST', path: '/Department/getTree', tag: 'setting', access: READERS,
  summary: 'The regions and the competent authorities in the caller’s scope, for the unit tree and the unit form.',
  response: z.object({ regions: z.array(departmentRegion), competents: z.array(competentAuthority) }),
});

export const departmentItem = z.object({
  id: z.number().int(),
  unitName: z.string(),
  shortName: z.string().nullable(),
  uscc: z.string(),
  unitCategory: z.string(),
  instClass: z.string().nullable(),
  unitRank: z.string(),
  affiliation: z.string(),
  fundingForm: z.string(),
  mainPostType: z.string().nullable(),
  estabDocNo: z.string(),
  estabDocDate: z.string(),
  legalRep: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  unitTier: z.string(),
  isCompetentDept: z.boolean(),
  competentDeptId: z.number().int().nullable(),
  competentDeptName: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string(),
  companyType: z.string(),
  unitStatus: z.string(),
  version: z.number().int(),
  /** Persons not reduced (domain.md §2.2: a revoked unit has none). */
  personCount: z.number().int(),
  /** Filings waiting for zg or rsj. */
  reviewCount: z.number().int(),
  /** Drafts and returned filings. */
  openCount: z.number().int(),
});
export type DepartmentItem = z.infer<typeof departmentItem>;

export const departmentList = endpoint({
  method: 'POST', path: '/Department/getList', tag: 'setting', access: READERS,
  summary: 'Units in the caller’s scope, paged: by name or credit code, region (with the regions under it), competent authority, status and tier.',
  body: pageQuery.extend({
    keyword: singleLine(100, '关键字').optional(),
    regionCode: regionCode().optional(),
    competentDeptId: id('主管部门').optional(),
    unitStatus: z.enum(UNIT_STATUSES).optional(),
    unitTier: z.enum(UNIT_TIERS).optional(),
  }).optional(),
  response: pageResult(departmentItem),
});

/** A unit as admin creates or corrects it (domain.md §2.2). */
export const departmentFields = unitKeyFields.safeExtend({
  regionCode: regionCode('所在行政区划'),
  isCompetentDept: z.boolean().default(false),
  competentDeptId: id('隶属主管部门').nullable().optional(),
  companyType: singleLine(10, '单位类型').default('区直'),
}).refine((u) => isValidUscc(u.uscc), { message: '统一社会信用代码校验位错误（GB 32100）', path: ['uscc'], params: { messageEn: 'has a wrong check character (GB 32100)' } })
  .refine((u) => u.isCompetentDept || Boolean(u.competentDeptId), { message: '基层单位须选择隶属主管部门', path: ['competentDeptId'], params: { messageEn: 'is required for a unit that is not a competent department' } });
export type DepartmentFields = z.input<typeof departmentFields>;

export const departmentSave = endpoint({
  method: 'POST', path: '/Department/doEdit', tag: 'setting', access: ADMIN, audit: 'department.save',
  errors: [404, 409, 422],
  summary: 'Creates a unit (id absent) or corrects one (id and version); credit code unique, name unique within the region.',
  body: z.object({ id: id('单位').optional(), version: version().optional(), unit: departmentFields })
    .refine((b) => !b.id || b.version !== undefined, { message: '修改须带版本号', path: ['version'], params: { messageEn: 'is required to change an existing record' } }),
  response: z.object({ id: z.number().int(), version: z.number().int() }),
});

const target = z.object({ id: id('单位'), version: version() });

export const departmentMove = endpoint({
  method: 'POST', path: '/Department/move', tag: 'setting', access: ADMIN, audit: 'department.move',
  errors: [404, 409, 422],
  summary: 'Files a base unit under another competent authority (same or upper region); filings in flight keep their snapshot.',
  body: target.extend({ competentDeptId: id('新的主管部门') }),
  response: z.object({ version: z.number().int() }),
});

export const departmentMerge = endpoint({
  method: 'POST', path: '/Department/merge', tag: 'setting', access: ADMIN, audit: 'department.merge',
  errors: [404, 409, 422],
  summary: 'Merges a unit into another in one transaction: its persons move, its drafts and returned filings are voided, its accounts are disabled; refused while a filing is under review.',
  body: target.extend({ targetId: id('并入单位') }),
  response: z.object({ movedPersons: z.number().int(), voidedFilings: z.number().int(), disabledAccounts: z.number().int() }),
});

export const departmentRevoke = endpoint({
  method: 'POST', path: '/Department/revoke', tag: 'setting', access: ADMIN, audit: 'department.revoke',
  errors: [404, 409, 422],
  summary: 'Revokes a unit: refused while it has a person not reduced, a filing under review or units under it; its accounts are disabled.',
  body: target.extend({ reason: multiLine(200, '撤销原因').min(2, '请填写撤销原因') }),
  response: z.object({ disabledAccounts: z.number().int() }),
});

export const departmentEndpoints = [departmentTree, departmentList, departmentSave, departmentMove, departmentMerge, departmentRevoke];
