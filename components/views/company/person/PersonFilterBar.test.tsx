/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import PersonFilterBar from './PersonFilterBar';

jest.mock('@/lib/client/api/filing', () => ({ filingKeys: { units: () => ['filing', 'units'] }, getFilingUnits: async () => [] }));

const onChange = jest.fn();

function show() {
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <QueryClientProvider client={new QueryClient()}>
        <PersonFilterBar filters={{}} showUnit={false} options={() => []} onChange={onChange} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const idField = () => screen.getByTestId('filter-idNumber') as HTMLInputElement;
const helpOfId = () => document.getElementById(idField().getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const searchFor = (idNumber: string) => {
  fireEvent.change(idField(), { target: { value: idNumber } });
  fireEvent.submit(screen.getByRole('search'));
};

beforeEach(() => onChange.mockClear());

describe('the person list’s ID number filter', () => {
  it('says nothing while typing, and on searching says on the field what it takes, searching nothing', () => {
    show();
    fireEvent.change(idField(), { target: { value: '123' } });
    expect(helpOfId()).toBeNull();
    searchFor('123');
    expect(helpOfId()).toBe('请输入完整身份证号或末 4 位以上，X 只能是最后一位');
    expect(idField().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('searches by the last 4 characters, X in upper case', () => {
    show();
    searchFor(' 123x ');
    expect(helpOfId()).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ name: undefined, idNumber: '123X' });
  });

  it('refuses an X before the last character, searching nothing', () => {
    show();
    searchFor('3305x0');
    expect(helpOfId()).toBe('请输入完整身份证号或末 4 位以上，X 只能是最后一位');
    expect(onChange).not.toHaveBeenCalled();
  });
});
