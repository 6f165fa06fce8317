import { qrLogin as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { qrLogin } from '@/lib/server/services/login';

export const POST = defineHandler(contract, qrLogin);
