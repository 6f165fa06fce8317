import { isOldIeCore } from './oldBrowser';

describe('isOldIeCore', () => {
  it('recognises IE and dual-core browsers in compatibility mode', () => {
    expect(isOldIeCore('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)')).toBe(true);
    expect(isOldIeCore('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isOldIeCore('Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; 360SE)')).toBe(true);
  });

  it('lets current browsers through', () => {
    expect(isOldIeCore('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(false);
    expect(isOldIeCore('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});
