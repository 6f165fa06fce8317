import { menuTree as contract } from '@/lib/contracts/menu';
import { defineHandler } from '@/lib/server/http';
import { menuTreeFor } from '@/lib/server/services/menus';

export const POST = defineHandler(contract, menuTreeFor);
