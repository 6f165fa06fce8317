/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import DemoHint from './DemoHint';

const fetchMock = jest.fn();
const answer = (data: unknown) => ({ status: 200, text: async () => JSON.stringify({ code: 200, msg: 'success', data }) });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const renderHint = (locale: 'zh' | 'en') => render(
  <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai"><DemoHint /></NextIntlClientProvider>,
);

describe('DemoHint', () => {
  it('names demo123 on the embedded demo database, in both languages', async () => {
    fetchMock.mockResolvedValue(answer({ publicKey: 'k', mockServer: false, demoDatabase: true }));
    renderHint('zh');
    expect((await screen.findByTestId('login-demo-hint')).textContent).toContain('demo123');
    renderHint('en');
    expect(await screen.findByText(/^Demo database: the demo accounts/)).toBeTruthy();
  });

  it('says nothing on any other database', async () => {
    fetchMock.mockResolvedValue(answer({ publicKey: 'k', mockServer: false, demoDatabase: false }));
    renderHint('zh');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('login-demo-hint')).toBeNull();
  });
});
