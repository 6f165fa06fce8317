/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter } from 'react-router';
import { settings } from '@/lib/config/settings';
import { messages } from '@/components/testing/messages';
import { useErrorLogStore } from '@/lib/client/stores/errorLog';
import ErrorLogButton from './ErrorLogButton';
import { useGlobalErrorLog } from './useGlobalErrorLog';

function Shell() {
  useGlobalErrorLog();
  return <ErrorLogButton />;
}

const environments = settings.errorLog;

function renderShell() {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <MemoryRouter>
        <Shell />
      </MemoryRouter>
    </NextIntlClientProvider>,
  );
}

const throwGlobally = (message: string) =>
  act(() => void window.dispatchEvent(new ErrorEvent('error', { error: new Error(message), message })));

beforeEach(() => {
  useErrorLogStore.getState().clear();
  window.location.hash = '#/company/person';
});
afterEach(() => {
  settings.errorLog = environments;
});

describe('the error log', () => {
  it('shows a bug button with the count once an uncaught error is recorded', () => {
    settings.errorLog = ['test'];
    renderShell();
    expect(screen.queryByTestId('error-log-open')).toBeNull();
    throwGlobally('x is not a function');
    act(() => void window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('request failed') })));
    expect(screen.getByTestId('error-log-open').getAttribute('aria-label')).toBe('错误日志（2）');
    expect(useErrorLogStore.getState().errors.map((e) => e.message)).toEqual(['x is not a function', 'request failed']);
  });

  it('lists route, message and searches, and "hide for now" clears the log', () => {
    settings.errorLog = ['test'];
    renderShell();
    throwGlobally('x is not a function');
    fireEvent.click(screen.getByTestId('error-log-open'));
    const dialog = screen.getByTestId('error-log-dialog');
    expect(within(dialog).getByRole('link', { name: '/company/person' }).getAttribute('href')).toBe('/company/person');
    expect(within(dialog).getByText('x is not a function')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '百度搜索' }).getAttribute('href')).toBe('https://www.baidu.com/s?wd=x%20is%20not%20a%20function');
    expect(within(dialog).getAllByRole('link', { name: /搜索$/ })).toHaveLength(3);
    fireEvent.click(within(dialog).getByTestId('error-log-hide'));
    expect(useErrorLogStore.getState().errors).toEqual([]);
  });

  it('records nothing where the log is off', () => {
    settings.errorLog = ['development'];
    renderShell();
    throwGlobally('ignored');
    expect(useErrorLogStore.getState().errors).toEqual([]);
    expect(screen.queryByTestId('error-log-open')).toBeNull();
  });
});
