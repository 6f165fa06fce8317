import { socialLogin as contract } from '@/lib/contracts/socialLogin';
import { defineHandler } from '@/lib/server/http';
import { socialLogin } from '@/lib/server/services/socialLogin';

export const POST = defineHandler(contract, socialLogin);
