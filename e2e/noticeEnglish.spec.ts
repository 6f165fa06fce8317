import { signIn } from './support/signIn';
import { expect, lookAt, test } from './support/fixtures';

/** A notice with its English: the publisher writes both, a reader in English gets the English, one in Chinese the Chinese. */
test('rsj publishes a notice with its English, which jc reads in English, and in Chinese in a Chinese window', async ({ browser }) => {
  const stamp = Date.now();
  const title = `关于报送编制使用情况的通知 ${stamp}`;
  const titleEn = `Report on the use of establishment ${stamp}`;
  const rsj = await signIn(browser, 'rsj');
  await rsj.goto('/#/noticeManagement');
  await rsj.getByTestId('notice-new').click();
  await rsj.getByTestId('notice-title').fill(title);
  await rsj.getByTestId('notice-content').fill('请于月底前报送。');
  await rsj.getByTestId('notice-titleEn').fill(titleEn);
  await rsj.getByTestId('audience-units').check();
  await rsj.getByTestId('notice-units').fill('第一中学');
  await rsj.getByRole('option', { name: '湖州市第一中学' }).click();
  await rsj.getByTestId('notice-submit').click();
  // An English title without its body is refused on the body's field, and nothing is published.
  await expect(rsj.getByText('填写了英文标题，请填写英文正文')).toBeVisible();
  await rsj.getByTestId('notice-contentEn').fill('Please report by the end of the month.');
  await lookAt(rsj, 'notice-english-zh-1440');
  await rsj.getByTestId('notice-submit').click();
  await expect(rsj.getByTestId('message-success').filter({ hasText: '通知已发布' })).toBeVisible();
  await rsj.context().close();

  const jc = await signIn(browser, 'jc', 'en', 390);
  await jc.getByTestId('notice-open').click();
  const list = jc.getByTestId('notice-popover').getByTestId('notice-list');
  await expect(list).toContainText(titleEn);
  await expect(list).not.toContainText(title);
  await lookAt(jc, 'notice-english-en-390', { fullPage: false });
  await jc.context().close();

  const jcZh = await signIn(browser, 'jc');
  await jcZh.getByTestId('notice-open').click();
  await expect(jcZh.getByTestId('notice-popover').getByTestId('notice-list')).toContainText(title);
  await jcZh.context().close();
});
