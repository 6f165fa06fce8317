import type { ResponseOf } from '@/lib/contracts/endpoint';
import { policyAdd, policyList, type PolicyAddBody } from '@/lib/contracts/policy';
import { call, callEnvelope } from './call';
import { readAnswer, type Answer } from './outcome';

export const policyKeys = {
  all: ['policy'] as const,
  list: () => [...policyKeys.all, 'list'] as const,
};

export const getPolicyList = () => call(policyList);

/** The answer's envelope: the dialog shows a refusal beside the form, naming the field. */
export const addPolicyVersion = async (body: PolicyAddBody): Promise<Answer<ResponseOf<typeof policyAdd>>> =>
  readAnswer(await callEnvelope(policyAdd, body as never));
