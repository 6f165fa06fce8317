/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import type { PersonListItem } from '@/lib/contracts/person';
import { today } from '@/lib/domain/datetime';
import ArrivalDialog from './ArrivalDialog';

const person = { id: 9, version: 3, name: '王五', birthDate: '1990-01-01', workStartDate: '2020-01-01', unitEntryDate: '2020-01-01' };
jest.mock('@/lib/client/api/person', () => ({
  ...jest.requireActual('@/lib/client/api/person'),
  getPerson: async () => person,
}));
const mutateAsync = jest.fn(async (_body: object) => ({ kind: 'done', data: null }));
jest.mock('@/lib/client/api/recruit', () => ({ useArrive: () => ({ mutateAsync: (body: object) => mutateAsync(body), isPending: false }) }));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><ArrivalDialog person={person as unknown as PersonListItem} onClose={jest.fn()} /></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const helpOf = (id: string) => input(id).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? null;

beforeEach(() => jest.clearAllMocks());

describe('办理报到 dialog', () => {
  it('keeps 确认报到 enabled with an arrival after today, says so on the date, and sends nothing', async () => {
    show();
    await screen.findByTestId('arrival-date');
    fireEvent.change(input('arrival-date'), { target: { value: '2999-01-01' } });
    expect(helpOf('arrival-date')).toBe('报到日期不能晚于今天');
    expect(input('arrival-confirm')).toHaveProperty('disabled', false);
    fireEvent.click(input('arrival-confirm'));
    expect(helpOf('arrival-date')).toBe('报到日期不能晚于今天');
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('sends the arrival of today', async () => {
    show();
    await screen.findByTestId('arrival-date');
    fireEvent.click(input('arrival-confirm'));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ personId: 9, version: 3, arrivalDate: today(), workStartDate: today() }));
  });
});
