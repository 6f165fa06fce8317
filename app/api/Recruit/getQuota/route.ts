import { recruitQuota as contract } from '@/lib/contracts/recruit';
import { today } from '@/lib/domain/datetime';
import { defineHandler } from '@/lib/server/http';
import { unitAsked } from '@/lib/server/scope';
import { recruitQuota } from '@/lib/server/services/recruit/plans';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, async ({ db, user, body }) => ({ list: await recruitQuota(db, await unitAsked(db, user!, body?.unitId), today()) }));
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
