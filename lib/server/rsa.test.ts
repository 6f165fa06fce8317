import { encryptBody, ENCRYPT_CHUNK } from '@/lib/client/rsaEncrypt';
import { decryptBody, DECRYPT_CHUNK, rsaKeyPair } from './rsa';
import { withFreshDatabase } from './testing/database';

withFreshDatabase();

describe('RSA login body (spec §7.1)', () => {
  it('round-trips a body spanning several 117-byte chunks, Chinese text included', async () => {
    const { publicKey } = await rsaKeyPair();
    const body = { username: '管理员账号', password: 'p'.repeat(300), note: '编制备案' };
    const cipher = encryptBody(body, publicKey);
    const blocks = Buffer.from(cipher, 'base64').length / DECRYPT_CHUNK;
    expect(blocks).toBe(Math.ceil(Buffer.byteLength(JSON.stringify(body)) / ENCRYPT_CHUNK));
    expect(await decryptBody(cipher)).toEqual(body);
  });

  it('keeps one key pair across calls, stored for every instance', async () => {
    expect((await rsaKeyPair()).publicKey).toBe((await rsaKeyPair()).publicKey);
    expect((await rsaKeyPair()).publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('throws on a cipher that is not whole blocks', async () => {
    await expect(decryptBody(Buffer.from('short').toString('base64'))).rejects.toThrow();
  });
});
