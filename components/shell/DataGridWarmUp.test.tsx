/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import DataGridWarmUp from './DataGridWarmUp';

const idle: (() => void)[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  idle.length = 0;
  window.requestIdleCallback = ((run: () => void) => idle.push(run)) as unknown as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => jest.useRealTimers());

const renderWarmUp = () => render(
  <NextIntlClientProvider locale="zh" messages={messages.zh}><DataGridWarmUp /></NextIntlClientProvider>,
);
const warmUp = () => screen.queryByTestId('data-grid-warm-up');

test('draws one grid out of sight a second after the shell renders, once idle, and takes it down at the next idle moment', async () => {
  renderWarmUp();
  act(() => jest.advanceTimersByTime(999));
  expect(idle).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  expect(idle).toHaveLength(1);
  expect(warmUp()).toBeNull();

  act(() => idle.shift()!());
  await waitFor(() => expect(warmUp()?.querySelector('.MuiDataGrid-root')).toBeTruthy());
  expect(warmUp()!.getAttribute('aria-hidden')).toBe('true');
  expect(warmUp()!.hasAttribute('inert')).toBe(true);
  expect(warmUp()!.style.visibility).toBe('hidden');

  expect(idle).toHaveLength(1);
  act(() => idle.shift()!());
  expect(warmUp()).toBeNull();
});

test('draws nothing when the shell goes within its first second', () => {
  renderWarmUp().unmount();
  act(() => jest.advanceTimersByTime(5000));
  expect(idle).toHaveLength(0);
});
