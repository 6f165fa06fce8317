import { remixIconSvg as contract } from '@/lib/contracts/icon';
import { defineHandler } from '@/lib/server/http';
import { remixIconSvg } from '@/lib/server/services/icons';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, remixIconSvg, { database: false });
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
