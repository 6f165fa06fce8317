import { z } from 'zod';
import { isLevelOfCategory } from '@/lib/domain/codes';
import { listCode } from './codeList';
import { calendarDate, multiLine, requiredLine } from './primitives';

const date = calendarDate('生效日期');
const estabType = z.enum(['ADMIN', 'INST', 'REF_CIVIL', 'ORGAN_WORKER'], { error: '请选择编制类型' });
const postCategory = z.enum(['MANAGE', 'TECH', 'WORKER'], { error: '请选择岗位类别' });
const outEmployForm = z.enum(['CONTRACT', 'DISPATCH', 'TEMP', 'REHIRE', 'OTHER'], { error: '请选择编外用工形式' });

/** 编制转换 header (domain.md §2.5 BZZH). */
export const estabConversionHeader = z.object({
  reason: multiLine(500, '转换事由').min(5, '转换事由不能少于 5 个字'),
});
export type EstabConversionHeader = z.infer<typeof estabConversionHeader>;

/**
 * One person converted (the line's personId names who). The `from…` fields are the person's values when the
 * form was filled (checked against the record on submit); `to…` what approval sets.
 */
export const estabConversionLine = z.object({
  fromEstabStatus: z.enum(['IN', 'OUT']),
  fromEstabType: listCode('estabType', '原编制类型', 15, 'Former establishment type').nullable(),
  fromCategory: listCode('postCategory', '原岗位类别', 10, 'Former post category').nullable(),
  fromLevel: listCode('postLevel', '原岗位等级', 3, 'Former post level').nullable(),
  toEstabStatus: z.enum(['IN', 'OUT'], { error: '请选择转换后编制情况' }),
  toEstabType: estabType.nullable(),
  toOutEmployForm: outEmployForm.nullable(),
  toCategory: postCategory.nullable(),
  toLevel: listCode('postLevel', '岗位等级', 3).nullable(),
  basisDoc: requiredLine(100, '依据文件'),
  effectiveDate: date,
}).superRefine((l, ctx) => {
  const need = (path: string, message: string, messageEn: string) => ctx.addIssue({ code: 'custom', path: [path], message, params: { messageEn } });
  if (l.toEstabStatus === 'IN' && !l.toEstabType) need('toEstabType', '转为在编须选择编制类型', 'is required for a conversion into the establishment');
  if (l.toEstabStatus === 'OUT' && l.toEstabType) need('toEstabType', '转为编外不能选择编制类型', 'must not be given for a conversion out of the establishment');
  if (l.toEstabStatus === 'OUT' && !l.toOutEmployForm) need('toOutEmployForm', '转为编外须选择用工形式', 'is required for a conversion out of the establishment');
  if (l.toCategory && !l.toLevel) need('toLevel', '选择岗位类别后须选择岗位等级', 'is required once a post category is chosen');
  if (!l.toCategory && l.toLevel) need('toCategory', '请选择岗位类别', 'is required once a post level is chosen');
  if (l.toCategory && l.toLevel && !isLevelOfCategory(l.toLevel, l.toCategory)) need('toLevel', '岗位等级不属于所选岗位类别', 'must be a level of the chosen post category');
});
export type EstabConversionLine = z.infer<typeof estabConversionLine>;

/** The approval a conversion is filed with (R-GEN-02). */
export const CONVERSION_APPROVAL = { zh: '编制转换批准文件', en: 'approval of the conversion' };
