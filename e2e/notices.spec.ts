import { samplePdf } from '@/lib/server/testing/files';
import { expect, test, type Page } from './support/fixtures';

const PASSWORD = 'demo123';
const PDF = samplePdf('2026 年度事业单位公开招聘工作通知');

async function signIn(page: Page, username: string) {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toBeVisible();
}

async function popoverTitles(page: Page) {
  await page.getByTestId('notice-open').click();
  const list = page.getByTestId('notice-popover').getByTestId('notice-list');
  await expect(list).toBeVisible();
  return list;
}

test.describe('notices and shared files', () => {
  const title = `关于报送年度考核结果的通知 ${Date.now()}`;
  const fileTitle = `公开招聘工作通知 ${Date.now()}`;

  test('rsj publishes a notice to one unit', async ({ page }) => {
    await signIn(page, 'rsj');
    await page.goto('/#/noticeManagement');
    await page.getByTestId('notice-new').click();
    await page.getByTestId('notice-submit').click();
    await expect(page.getByText('请填写通知标题')).toBeVisible();
    await page.getByTestId('notice-title').fill(title);
    await page.getByTestId('notice-content').fill('请于 12 月 31 日前报送年度考核结果。\n逾期不再受理。');
    await page.getByTestId('audience-units').check();
    await page.getByTestId('notice-submit').click();
    await expect(page.getByText('请至少选择一个接收单位')).toBeVisible();
    await page.getByTestId('notice-units').fill('第一中学');
    await page.getByRole('option', { name: '湖州市第一中学' }).click();
    await page.getByTestId('notice-submit').click();
    await expect(page.getByTestId('message-success').filter({ hasText: '通知已发布' })).toBeVisible();
    const row = page.getByTestId('published-notices').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('湖州市第一中学');
    await expect(row).toContainText('生效中');
  });

  test('jc of that unit sees it in the header popover and clears it', async ({ page }) => {
    await signIn(page, 'jc');
    const list = await popoverTitles(page);
    await expect(list).toContainText(title);
    await page.getByTestId('notice-clear').click();
    await expect(page.getByTestId('notice-badge').locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
  });

  test('jc2 of another unit does not see it', async ({ page }) => {
    await signIn(page, 'jc2');
    const list = await popoverTitles(page);
    await expect(list.getByRole('button').first()).toBeVisible();
    await expect(list).not.toContainText(title);
  });

  test('rsj publishes a file that a unit downloads', async ({ page }) => {
    await signIn(page, 'rsj');
    await page.goto('/#/commonFileManagement');
    await page.getByTestId('common-file-new').click();
    await page.getByTestId('common-file-category').click();
    await page.getByRole('option', { name: '政策文件' }).click();
    await page.getByTestId('common-file-title').fill(fileTitle);
    await page.getByTestId('common-file-input').setInputFiles({ name: '招聘通知.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('common-file-submit').click();
    await expect(page.getByTestId('message-success').filter({ hasText: '文件已发布' })).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, 'jc3');
    await page.goto('/#/company/uploadCommonFile');
    const row = page.getByTestId('common-files').getByRole('row').filter({ hasText: fileTitle });
    await expect(row).toContainText('湖州市人力资源和社会保障局');
    await expect(page.getByTestId('common-file-new')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('招聘通知.pdf');
  });
});
