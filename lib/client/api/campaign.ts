import type { BodyOf } from '@/lib/contracts/endpoint';
import { campaignDelete, campaignList, campaignSave, type CampaignItem } from '@/lib/contracts/campaign';
import { call, callEnvelope } from './call';
import { readAnswer } from './outcome';

export type CampaignQuery = BodyOf<typeof campaignList>;
export type CampaignDraft = BodyOf<typeof campaignSave>;

export const campaignKeys = {
  all: ['campaign'] as const,
  list: (q: CampaignQuery) => [...campaignKeys.all, 'list', q] as const,
};

export const getCampaigns = (q: CampaignQuery) => call(campaignList, q);
export const saveCampaign = async (d: CampaignDraft) => readAnswer<CampaignItem>(await callEnvelope(campaignSave, d));
export const deleteCampaign = async (c: Pick<CampaignItem, 'id' | 'version'>) =>
  readAnswer<null>(await callEnvelope(campaignDelete, { id: c.id, version: c.version }));
