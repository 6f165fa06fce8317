/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { messages } from '@/components/testing/messages';
import { useUserStore } from '@/lib/client/stores/user';
import CallbackPage from './CallbackPage';

const fetchMock = jest.fn();
const answer = (code: number, msg: string, data: unknown) => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });

function renderCallback(entry: string) {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/callback" element={<CallbackPage />} />
          <Route path="*" element={<p data-testid="elsewhere" />} />
        </Routes>
      </MemoryRouter>
    </NextIntlClientProvider>,
  );
}

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  useUserStore.getState().reset();
});

describe('CallbackPage', () => {
  it("shows the server's refusal on an install without third-party sign-in, and signs no one in", async () => {
    fetchMock.mockResolvedValueOnce(answer(404, '未配置第三方登录', null));
    renderCallback('/callback?code=anything');
    expect((await screen.findByTestId('callback-failure')).textContent).toContain('未配置第三方登录');
    expect(fetchMock.mock.calls[0][0]).toMatch(/\/api\/socialLogin$/);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ code: 'anything' });
    expect(useUserStore.getState().token).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('signs in and leaves the page when the server accepts the code', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', { token: 'jwt' }));
    renderCallback('/callback?code=linked');
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(useUserStore.getState().token).toBe('jwt');
  });

  it('asks nothing of the server without a code', async () => {
    renderCallback('/callback');
    expect((await screen.findByTestId('callback-failure')).textContent).toContain('未成功获取Token');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
