/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter } from 'react-router';
import { messages } from '@/components/testing/messages';
import { settings } from '@/lib/config/settings';
import { useMessageStore } from '@/lib/client/stores/messages';
import SourceCodeDialog from './SourceCodeDialog';

function show() {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <MemoryRouter initialEntries={['/company/person']}><SourceCodeDialog open onClose={jest.fn()} /></MemoryRouter>
    </NextIntlClientProvider>,
  );
}

const key = () => screen.getByTestId('source-key') as HTMLInputElement;
const helpOfKey = () => document.getElementById(key().getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const toasts = () => useMessageStore.getState().queue.map((m) => `${m.kind}:${m.text}`);

beforeEach(() => useMessageStore.getState().clear());

describe('查看当前页面源码', () => {
  it('asks for the key on its field, and says a wrong key in a toast', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    show();
    fireEvent.change(key(), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('source-submit'));
    expect(helpOfKey()).toBe('请输入秘钥');
    expect(key().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(key(), { target: { value: 'wrong' } });
    expect(key().getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByTestId('source-submit'));
    expect(toasts()).toEqual(['error:秘钥不正确！']);
    fireEvent.change(key(), { target: { value: settings.sourceCode.key } });
    fireEvent.click(screen.getByTestId('source-submit'));
    expect(open).toHaveBeenCalledWith(`${settings.sourceCode.url}/company/person/index.vue`, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
