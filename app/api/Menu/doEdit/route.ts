import { menuSave as contract } from '@/lib/contracts/menu';
import { defineHandler } from '@/lib/server/http';
import { saveMenu } from '@/lib/server/services/menus';

export const POST = defineHandler(contract, saveMenu);
