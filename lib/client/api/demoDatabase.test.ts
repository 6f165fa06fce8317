/** @jest-environment jsdom */
import { publicKey } from '@/lib/contracts/auth';
import { onDemoDatabase, PUBLIC_KEY_PATH } from './demoDatabase';

const fetchMock = jest.fn();
const answer = (data: unknown, code = 200) => ({ status: code, text: async () => JSON.stringify({ code, msg: '', data }) });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('onDemoDatabase', () => {
  it('asks the public-key endpoint of the contract', async () => {
    expect(PUBLIC_KEY_PATH).toBe(publicKey.path);
    fetchMock.mockResolvedValueOnce(answer({ publicKey: '', mockServer: false, demoDatabase: true }));
    await expect(onDemoDatabase()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0][0]).toBe(`/api${publicKey.path}`);
    expect(fetchMock.mock.calls[0][1].method).toBe(publicKey.method);
  });

  it.each([
    ['another database', answer({ publicKey: '', mockServer: false, demoDatabase: false })],
    ['a refusal', answer(null, 500)],
  ])('is false on %s', async (_, response) => {
    fetchMock.mockResolvedValueOnce(response);
    await expect(onDemoDatabase()).resolves.toBe(false);
  });

  it('is false when the server does not answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(onDemoDatabase()).resolves.toBe(false);
  });
});
