import { menuMove as contract } from '@/lib/contracts/menu';
import { defineHandler } from '@/lib/server/http';
import { moveMenu } from '@/lib/server/services/menus';

export const POST = defineHandler(contract, moveMenu);
