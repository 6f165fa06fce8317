import { menuTree as contract } from '@/lib/contracts/menu';
import { defineHandler } from '@/lib/server/http';
import { menuTreeFor } from '@/lib/server/services/menus';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, menuTreeFor);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
