import { pageTitle } from './title';

describe('pageTitle', () => {
  it('puts the route title before the site title', () => {
    expect(pageTitle('首页', '人事管理系统', ' - ')).toBe('首页 - 人事管理系统');
  });

  it('reverses the order when asked', () => {
    expect(pageTitle('Home', 'Personnel', ' | ', true)).toBe('Personnel | Home');
  });

  it('is the site title alone when the route has none', () => {
    expect(pageTitle('', '人事管理系统', ' - ')).toBe('人事管理系统');
  });
});
