import { z } from 'zod';
import { CONTACT_PHONE } from '@/lib/domain/validators';
import { endpoint } from './endpoint';
import { calendarDate, id, requiredLine, singleLine, uscc } from './primitives';

const date = calendarDate();
const count = (label: string) => z.number({ error: `${label}应为整数` }).int(`${label}应为整数`).min(0, `${label}不能为负数`).max(100000, `${label}不能超过 100000`);
const optionalCount = (label: string) => count(label).nullable().optional();

/** The unit's key fields, changed only through a UNIT_INFO filing (domain.md §2.2). */
export const unitKeyFields = z.object({
  unitName: requiredLine(100, '单位名称').min(2, '单位名称至少 2 个字').transform((s) => s.replace(/\(/g, '（').replace(/\)/g, '）')),
  shortName: singleLine(30, '单位简称').optional(),
  uscc: uscc(),
  unitCategory: z.enum(['ADMIN_ORGAN', 'PARTY_ORGAN', 'REF_CIVIL', 'PUBLIC_INST', 'OTHER'], { error: '请选择单位类别' }),
  instClass: z.enum(['PW1', 'PW2', 'ADMIN_FUNC', 'BUSINESS', 'UNCLASSIFIED']).nullable().optional(),
  unitRank: z.enum(['DEPT_FULL', 'DEPT_DEP', 'DIV_FULL', 'DIV_DEP', 'SEC_FULL', 'SEC_DEP', 'STOCK', 'NONE'], { error: '请选择单位规格' }),
  affiliation: z.enum(['10', '20', '40', '50', '61', '62', '63', '90'], { error: '请选择隶属关系' }),
  fundingForm: z.enum(['FULL', 'PARTIAL', 'SELF'], { error: '请选择经费形式' }),
  mainPostType: z.enum(['TECH', 'MANAGE', 'WORKER']).nullable().optional(),
  estabDocNo: requiredLine(100, '机构编制批准文号'),
  estabDocDate: date,
  legalRep: singleLine(30, '法定代表人').optional(),
  contactName: requiredLine(30, '联系人'),
  contactPhone: z.string({ error: '请填写联系电话' }).trim().regex(CONTACT_PHONE, '联系电话应为手机号或固定电话'),
  address: singleLine(200, '地址').optional(),
  postcode: z.string().trim().regex(/^\d{6}$/, '邮编应为 6 位数字').optional().or(z.literal('')),
}).refine((u) => u.unitCategory !== 'PUBLIC_INST' || Boolean(u.instClass), { message: '事业单位须选择事业单位分类', path: ['instClass'], params: { messageEn: 'is required for a public institution' } })
  .refine((u) => u.unitCategory !== 'PUBLIC_INST' || Boolean(u.mainPostType), { message: '事业单位须选择主要岗位类型', path: ['mainPostType'], params: { messageEn: 'is required for a public institution' } });
export type UnitKeyFields = z.infer<typeof unitKeyFields>;

const establishmentBase = z.object({
  approvedTotal: count('核定编制总数'),
  quotaAdmin: count('行政编制'),
  quotaInst: count('事业编制'),
  quotaRefCivil: count('参公事业编制'),
  quotaOrganWorker: count('机关工勤编制'),
  instQuotaManage: optionalCount('管理岗位编制'),
  instQuotaTech: optionalCount('专技岗位编制'),
  instQuotaWorker: optionalCount('工勤岗位编制'),
  leaderFull: count('领导正职职数'),
  leaderDeputy: count('领导副职职数'),
  internalOrgCount: count('内设机构数'),
  docNo: requiredLine(100, '核定文号'),
  docDate: date,
});

/** 编制核定 (domain.md §2.2 UnitEstablishment). */
export const establishmentFields = establishmentBase.refine((e) => e.approvedTotal === e.quotaAdmin + e.quotaInst + e.quotaRefCivil + e.quotaOrganWorker, {
  message: '核定编制总数应等于行政、事业、参公、机关工勤编制之和', path: ['approvedTotal'],
  params: { messageEn: 'must equal the sum of the administrative, institution, civil-service-managed and organ worker quotas' },
}).refine((e) => (e.instQuotaManage ?? 0) + (e.instQuotaTech ?? 0) + (e.instQuotaWorker ?? 0) <= e.quotaInst, {
  message: '事业编制结构（管理+专技+工勤）之和不能超过事业编制数', path: ['instQuotaManage'],
  params: { messageEn: 'the management, technical and worker quotas together must not exceed the institution quota' },
});
export type EstablishmentFields = z.infer<typeof establishmentFields>;

export const unitInfoHeader = z.object({ unit: unitKeyFields, establishment: establishmentFields });

export const quotaUseItem = z.object({
  estabType: z.enum(['ADMIN', 'INST', 'REF_CIVIL', 'ORGAN_WORKER']),
  approved: z.number().int(),
  actual: z.number().int(),
  approvedNotArrived: z.number().int(),
  inTransit: z.number().int(),
  vacancy: z.number().int(),
  usageRate: z.number().nullable(),
});

export const companyView = z.object({
  unit: z.object({
    id: z.number().int(),
    unitName: z.string(), shortName: z.string().nullable(), uscc: z.string(), unitCategory: z.string(), instClass: z.string().nullable(),
    unitTier: z.string(), unitRank: z.string(), affiliation: z.string(), regionCode: z.string(), regionName: z.string(),
    fundingForm: z.string(), mainPostType: z.string().nullable(), estabDocNo: z.string(), estabDocDate: z.string(),
    legalRep: z.string().nullable(), contactName: z.string(), contactPhone: z.string(), address: z.string().nullable(),
    postcode: z.string().nullable(), competentDeptName: z.string().nullable(), unitStatus: z.string(), recordStatus: z.string(),
    companyType: z.string(), version: z.number().int(),
  }),
  establishment: establishmentBase.extend({ effectiveFrom: z.string(), source: z.string() }).nullable(),
  quota: z.array(quotaUseItem),
  /** The in-flight UNIT_INFO filing, if any: a second one cannot be submitted meanwhile. */
  pendingFilingId: z.number().int().nullable(),
});
export type CompanyView = z.infer<typeof companyView>;

export const companyGet = endpoint({
  method: 'POST', path: '/Company/getInfo', tag: 'unit', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [400, 403, 404],
  summary: "A unit's information, its current establishment and its use (空编 computed): the caller's own unit, or a unit in scope.",
  body: z.object({ unitId: id('单位').optional() }).optional(),
  response: companyView,
});
