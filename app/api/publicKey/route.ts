import { publicKey as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { rsaKeyPair } from '@/lib/server/rsa';

export const GET = defineHandler(contract, async () => ({ publicKey: (await rsaKeyPair()).publicKey, mockServer: false }));
