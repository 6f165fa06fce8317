/** What the browser's fetch resolves to in a component test: the API's envelope with this status. */
export interface ApiReply {
  status: number;
  text(): Promise<string>;
}

/** An answer of the API: its envelope, with the code as the HTTP status. */
export const reply = (code: number, msg: string, data: unknown): ApiReply => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });

/** A successful answer carrying this data. */
export const ok = (data: unknown): ApiReply => reply(200, 'success', data);

/** The API path a request goes to, without the /api prefix: `/Code/getLists`. */
export const apiPath = (url: string): string => new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');

/**
 * The browser's fetch replaced for the test file: each request is answered by `answer` from its API path (read at the
 * time of the request), and a path it leaves unanswered gets a success with no data. Reset before each test.
 * Returns the mock and the API paths asked for so far, in order.
 */
export function mockApi(answer: (path: string) => ApiReply | undefined) {
  const fetchMock = jest.fn();
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => answer(apiPath(url)) ?? ok(null));
  });
  const paths = () => fetchMock.mock.calls.map(([url]) => apiPath(url as string));
  return { fetchMock, paths };
}
