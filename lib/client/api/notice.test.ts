/** @jest-environment jsdom */
import { API_BASE_KEY, MOCK_BASE } from '../apiBase';
import { getNoticeList } from './notice';

const fetchMock = jest.fn();
const answer = (data: unknown) => ({ status: 200, text: async () => JSON.stringify({ code: 200, msg: 'success', data }) });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
});

describe('getNoticeList', () => {
  it('asks the real notice list normally', async () => {
    fetchMock.mockResolvedValue(answer({ list: [], total: 0, unread: 0 }));
    await getNoticeList({ pageNo: 1, pageSize: 10 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/Notice/getList');
  });

  it("shapes the template's mock notices as the real list in mock mode, paged", async () => {
    localStorage.setItem(API_BASE_KEY, MOCK_BASE);
    const notices = ['<p>一</p>', '<p>二</p>', '<p>三</p>'].map((notice) => ({ image: 'x.svg', notice, email: 'vab@example.com' }));
    fetchMock.mockResolvedValue(answer({ list: notices, total: 3 }));
    const page = await getNoticeList({ pageNo: 2, pageSize: 2 });
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/api\/mock\/notice\/getList/);
    expect(page).toEqual({ total: 3, unread: 3, list: [expect.objectContaining({ id: 3, title: '三', content: '<p>三</p>', read: false })] });
  });
});
