import { menuSave as contract } from '@/lib/contracts/menu';
import { defineHandler } from '@/lib/server/http';
import { saveMenu } from '@/lib/server/services/menus';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const POST = defineHandler(contract, saveMenu);
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
