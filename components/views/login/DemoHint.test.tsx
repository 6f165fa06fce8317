/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import { loadMessages } from '@/lib/client/i18n';
import { useSettingsStore } from '@/lib/client/stores/settings';
import DemoHint from './DemoHint';

const fetchMock = jest.fn();
const answer = (data: unknown) => ({ status: 200, text: async () => JSON.stringify({ code: 200, msg: 'success', data }) });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

/** The hint in a language, its messages loaded as the sign-in page loads them. */
async function renderHint(language: 'zh' | 'en') {
  useSettingsStore.getState().setLanguage(language);
  await act(() => loadMessages(language));
  return render(<DemoHint />);
}

describe('DemoHint', () => {
  it('names demo123 on the embedded demo database, in both languages', async () => {
    fetchMock.mockResolvedValue(answer({ publicKey: 'k', mockServer: false, demoDatabase: true }));
    const zh = await renderHint('zh');
    expect((await screen.findByTestId('login-demo-hint')).textContent).toContain('demo123');
    zh.unmount();
    await renderHint('en');
    expect(await screen.findByText(/^Demo database: the demo accounts/)).toBeTruthy();
  });

  it('shows at once without asking when the served frame already said so', async () => {
    await act(() => loadMessages('zh'));
    render(<DemoHint known />);
    expect(screen.getByTestId('login-demo-hint').textContent).toContain('demo123');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing on any other database', async () => {
    fetchMock.mockResolvedValue(answer({ publicKey: 'k', mockServer: false, demoDatabase: false }));
    await renderHint('zh');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('login-demo-hint')).toBeNull();
  });
});
