import { z } from 'zod';
import { endpoint, pageQuery, pageResult, type Endpoint } from './endpoint';
import { calendarDate, id, regionCode, singleLine, version, year } from './primitives';

/** The yearly rounds a unit must file: the annual assessment report (考核上报) and the annual post-setting filing. */
export const CAMPAIGN_TYPES = ['ASSESSMENT_REPORT', 'POST_SETTING'] as const;
export const campaignType = z.enum(CAMPAIGN_TYPES, { message: '请选择上报类型' });
export type CampaignType = z.infer<typeof campaignType>;

/** Whoever sets campaigns: the bureau for its region, the admin for every region. */
const EDITORS = ['admin', 'rsj'] as const;

export const campaignItem = z.object({
  id: z.number().int(),
  filingType: campaignType,
  year: z.number().int(),
  /** The last day to file, YYYY-MM-DD; the day after it the units that have not filed are overdue. */
  deadline: z.string(),
  note: z.string().nullable(),
  /** The region whose base units must file; null: every region. */
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  /** Whether the caller may edit and delete it (the admin any, the bureau those of its region). */
  editable: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CampaignItem = z.infer<typeof campaignItem>;

export const campaignList = endpoint({
  method: 'POST', path: '/Campaign/getList', tag: 'filing', access: ['admin', 'rsj', 'zg', 'jc'],
  summary: 'The campaigns (上报任务) that apply to the caller: the admin all, the bureau those of its region and those set for every '
    + 'region, an authority and a unit those that apply to its units; newest year first, then by deadline.',
  body: pageQuery.extend({
    year: year().optional(),
    filingType: campaignType.optional(),
  }).default({ pageNo: 1, pageSize: 20 }),
  response: pageResult(campaignItem),
});

export const campaignSave = endpoint({
  method: 'POST', path: '/Campaign/save', tag: 'filing', access: EDITORS, audit: 'campaign.save',
  errors: [400, 403, 404, 409],
  summary: "Creates (no id) or edits (id and version) a campaign: its type, year, deadline (in or after the year), note and region. "
    + 'The admin names any region of the regions table or null for every region (an unknown code: 400 on regionCode); the bureau '
    + 'its own region or one below it (another, or null: 403 on regionCode). Left out, a new campaign is the bureau\'s region or '
    + "the admin's every region, an edited one keeps its region. One campaign per type, year and region (a second is refused with "
    + '400 on year); 409 for a stale version.',
  body: z.object({
    id: id('上报任务').optional(),
    version: version().optional(),
    filingType: campaignType,
    year: year(),
    deadline: calendarDate('截止日期'),
    note: singleLine(200, '说明').optional().nullable(),
    /** The region whose base units must file; null: every region (the admin only). */
    regionCode: regionCode('适用区划').optional().nullable(),
  }).refine((c) => Number(c.deadline.slice(0, 4)) >= c.year, {
    message: '截止日期不能早于上报年度', path: ['deadline'], params: { messageEn: 'must be in or after the year of the campaign' },
  }),
  response: campaignItem,
});

export const campaignDelete = endpoint({
  method: 'POST', path: '/Campaign/delete', tag: 'filing', access: EDITORS, audit: 'campaign.delete',
  errors: [403, 404, 409],
  summary: 'Deletes a campaign; the filings of its type and year stay as they are.',
  body: z.object({ id: id('上报任务'), version: version().optional() }),
  response: z.null(),
});

export const campaignEndpoints: Endpoint[] = [campaignList, campaignSave, campaignDelete];
