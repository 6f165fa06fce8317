import { healthLive as contract } from '@/lib/contracts/health';
import { defineHandler } from '@/lib/server/http';
import { live } from '@/lib/server/services/health';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, async () => live(), { database: false });
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
