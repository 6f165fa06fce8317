/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@/components/testing/messages';
import { useCatalogStore } from '@/lib/client/i18n';
import { message, useMessageStore } from '@/lib/client/stores/messages';
import type { Language } from '@/lib/config/settings';
import SignInMessages from './SignInMessages';
import { SIGN_IN_FONT, SIGN_IN_STYLE } from './signInStyle';

const showIn = (language: Language) => act(() => useCatalogStore.setState({ catalogs: messages, shown: language }));

beforeEach(() => useMessageStore.getState().clear());

describe('the sign-in page\'s toasts', () => {
  it.each([
    ['zh', '关闭提示'],
    ['en', 'Close the message'],
  ] as const)('close from their own button, named in %s, and stay announced', (language, name) => {
    showIn(language);
    render(<SignInMessages />);
    act(() => {
      message.warning('帐户或密码不正确');
      message.info('second');
    });
    const toast = screen.getByTestId('message-warning');
    expect([toast.textContent, toast.getAttribute('role'), toast.parentElement?.getAttribute('aria-live')]).toEqual(['帐户或密码不正确', 'alert', 'polite']);
    const closes = screen.getAllByRole('button', { name });
    expect(closes).toHaveLength(2);
    fireEvent.click(closes[0]);
    expect(screen.queryByTestId('message-warning')).toBeNull();
    expect(screen.getByTestId('message-info').textContent).toBe('second');
  });

  it('are set in the sign-in form\'s font, which they do not inherit from the page\'s box', () => {
    const rule = (selector: string) => SIGN_IN_STYLE.match(new RegExp(`(?:^|})${selector.replace('.', '\\.')}\\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule('.signin__toasts')).toContain(`font-family:${SIGN_IN_FONT};`);
    expect(rule('.signin')).toContain(`font-family:${SIGN_IN_FONT};`);
  });
});
