import { publicKey as contract } from '@/lib/contracts/auth';
import { defineHandler } from '@/lib/server/http';
import { onDemoDatabase } from '@/lib/server/db/kind';
import { rsaKeyPair } from '@/lib/server/rsa';
import { otherMethods } from '@/lib/server/methodNotAllowed';

export const GET = defineHandler(contract, async () => ({
  publicKey: (await rsaKeyPair()).publicKey, mockServer: false, demoDatabase: onDemoDatabase(),
}));
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
