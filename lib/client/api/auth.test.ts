/** @jest-environment jsdom */
import forge from 'node-forge';
import { loginPayload } from './auth';

const fetchMock = jest.fn();
const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const publicKey = forge.pki.publicKeyToPem(keys.publicKey);
const keyAnswer = (data: unknown) => ({ status: 200, text: async () => JSON.stringify({ code: 200, msg: 'success', data }) });

function decrypt(b64: string): unknown {
  const bytes = forge.util.decode64(b64);
  let out = '';
  for (let i = 0; i < bytes.length; i += 128) out += keys.privateKey.decrypt(bytes.slice(i, i + 128), 'RSAES-PKCS1-V1_5');
  return JSON.parse(forge.util.decodeUtf8(out));
}

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('loginPayload', () => {
  const credentials = { username: '测试用户', password: 'demo123' };

  it('sends the credentials as they are when encryption is off', async () => {
    await expect(loginPayload(credentials, false)).resolves.toEqual(credentials);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('encrypts them with the server key in 117-byte chunks when encryption is on', async () => {
    fetchMock.mockResolvedValueOnce(keyAnswer({ publicKey, mockServer: false }));
    const body = await loginPayload(credentials, true);
    expect(typeof body).toBe('string');
    expect(decrypt(body as string)).toEqual(credentials);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/publicKey');
  });

  it.each([
    ['an empty key', { publicKey: '', mockServer: false }],
    ['a mock server', { publicKey, mockServer: true }],
  ])('sends them as they are with %s', async (_case, data) => {
    fetchMock.mockResolvedValueOnce(keyAnswer(data));
    await expect(loginPayload(credentials, true)).resolves.toEqual(credentials);
  });
});
