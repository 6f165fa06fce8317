/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { BackupStatus } from '@/lib/contracts/backup';
import type { Language } from '@/lib/config/settings';
import { messages } from '@/components/testing/messages';
import BackupManagement from './BackupManagement';

const getBackupStatus = jest.fn();
jest.mock('@/lib/client/api/backup', () => ({
  backupKeys: { all: ['backup'] },
  getBackupStatus: () => getBackupStatus(),
  runBackup: jest.fn(),
}));

const status = (over: Partial<BackupStatus>): BackupStatus =>
  ({ dir: '/srv/renshi/backups', schedule: '0 2 * * *', nextRunAt: '2026-11-27T18:00:00.000Z', keep: 14, files: [], runs: [], ...over });

async function settingsText(locale: Language, answer: BackupStatus): Promise<string> {
  getBackupStatus.mockResolvedValue(answer);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { unmount } = render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <QueryClientProvider client={queries}><ThemeProvider theme={createTheme()}><BackupManagement /></ThemeProvider></QueryClientProvider>
    </NextIntlClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('backup-settings').textContent).not.toContain('…'));
  const text = screen.getByTestId('backup-settings').textContent!;
  unmount();
  return text;
}

describe('the backup schedule on 备份管理', () => {
  it('reads the cron expression with its next run in China time, in Chinese and in English', async () => {
    expect(await settingsText('zh', status({}))).toContain('计划：0 2 * * *（北京时间，下次 2026-11-28 02:00）');
    expect(await settingsText('en', status({ schedule: '*/30 * * * *', nextRunAt: '2026-11-27T10:30:00.000Z' })))
      .toContain('Schedule: */30 * * * * (China time, next 2026-11-27 18:30)');
  });

  it('says when there is no scheduled backup, and when the schedule cannot run for want of a directory', async () => {
    expect(await settingsText('zh', status({ schedule: null, nextRunAt: null }))).toContain('计划：未开启定时备份');
    expect(await settingsText('en', status({ schedule: null, nextRunAt: null }))).toContain('Schedule: No scheduled backup');
    expect(await settingsText('zh', status({ dir: null, nextRunAt: null }))).toContain('计划：0 2 * * *（北京时间；未设置备份目录，不会执行）');
  });
});
