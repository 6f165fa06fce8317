import { SITE_TITLES, siteTitle } from './siteTitle';
import { withSiteTitle } from '@/lib/client/title';

describe('the site title setting (spec §1)', () => {
  it('keeps the product title when nothing or an unknown variant is set', () => {
    expect(siteTitle({})).toEqual({ zh: '人事管理系统', en: 'Personnel Management System' });
    expect(siteTitle({ variant: 'elsewhere' })).toEqual(SITE_TITLES.default);
    expect(siteTitle({ variant: 'toString' })).toEqual(SITE_TITLES.default);
  });

  it('selects the regional variant, in both languages', () => {
    expect(siteTitle({ variant: 'regional' })).toEqual({ zh: '湖州市事业单位人事管理系统', en: 'Huzhou Public Institution Personnel Management System' });
    expect(siteTitle({ variant: ' regional ' })).toEqual(SITE_TITLES.regional);
  });

  it("lets a region word the chosen variant itself; a blank wording keeps the variant's", () => {
    expect(siteTitle({ variant: 'regional', zh: '某市人事管理系统', en: ' ' })).toEqual({ zh: '某市人事管理系统', en: SITE_TITLES.regional.en });
  });

  it('puts the chosen title where every screen reads it (app.title), leaving the other messages', () => {
    const messages = { app: { title: '人事管理系统', loading: '加载中…' }, route: { 首页: '首页' } };
    const titled = withSiteTitle(messages, SITE_TITLES.regional.zh);
    expect(titled).toEqual({ app: { title: '湖州市事业单位人事管理系统', loading: '加载中…' }, route: { 首页: '首页' } });
    expect(messages.app.title).toBe('人事管理系统');
    expect(withSiteTitle(messages, '人事管理系统')).toBe(messages);
  });
});
