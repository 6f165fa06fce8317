import { menuDelete as contract } from '@/lib/contracts/menu';
import { defineHandler } from '@/lib/server/http';
import { deleteMenu } from '@/lib/server/services/menus';

export const POST = defineHandler(contract, deleteMenu);
