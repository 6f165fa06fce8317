import { logout as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { logout } from '@/lib/server/services/login';

export const POST = defineHandler(contract, logout);
