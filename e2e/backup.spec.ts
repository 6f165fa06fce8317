import { signIn } from './support/signIn';
import { expect, lookAt, test } from './support/fixtures';

test('admin opens 备份管理 from 系统管理, takes a backup now and sees the archive and the run listed', async ({ browser }) => {
  const page = await signIn(browser, 'admin');
  await page.getByTestId('nav-menu').getByRole('button', { name: '系统管理', exact: true }).click();
  await page.getByRole('menuitem', { name: '备份管理', exact: true }).click();
  await expect(page).toHaveURL(/#\/setting\/backupManagement$/);
  const settings = page.getByTestId('backup-settings');
  // The e2e server's BACKUP_DIR is the default one beside its data directory, scheduled by the default BACKUP_CRON.
  await expect(settings).toContainText(/备份目录：.*backups/);
  await expect(settings).toContainText(/计划：0 2 \* \* \*（北京时间，下次 \d{4}-\d{2}-\d{2} 02:00）/);
  await expect(settings).toContainText('保留份数：14 份');

  await page.getByTestId('backup-run').click();
  await expect(page.getByText('备份完成')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('backup-files')).toContainText(/renshi-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz/);
  // Newest first: the run just taken heads the list.
  await expect(page.getByTestId('backup-runs').getByRole('row').nth(1)).toContainText('成功');
  await lookAt(page, 'backup-zh-1440');
  await page.context().close();
});

test('in English at 390 px the backup page reads in English', async ({ browser }) => {
  const page = await signIn(browser, 'admin', 'en', 390);
  await page.goto('/#/setting/backupManagement');
  await expect(page.getByTestId('backup-settings')).toContainText(/Schedule: 0 2 \* \* \* \(China time, next \d{4}-\d{2}-\d{2} 02:00\)/);
  await expect(page.getByTestId('backup-run')).toHaveText('Back up now');
  await lookAt(page, 'backup-en-390');
  await page.context().close();
});
