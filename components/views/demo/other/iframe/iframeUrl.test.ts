import { isFrameable, searchTarget, viewPath } from './iframeUrl';

describe('iframe addresses', () => {
  it('frames http(s) addresses and paths of this site only', () => {
    for (const ok of ['https://echarts.apache.org', 'http://10.0.0.1:8080/a?b=1', '/api-docs']) expect(isFrameable(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://x.org', 'echarts', '']) expect(isFrameable(bad)).toBe(false);
  });

  it('opens an address as typed, a bare domain over https, and anything else as a web search', () => {
    expect(searchTarget(' https://mui.com ')).toEqual({ url: 'https://mui.com', title: 'https://mui.com' });
    expect(searchTarget('mui.com/material-ui')).toEqual({ url: 'https://mui.com/material-ui', title: 'mui.com/material-ui' });
    expect(searchTarget('人事 管理')).toEqual({ url: 'https://www.bing.com/search?q=%E4%BA%BA%E4%BA%8B%20%E7%AE%A1%E7%90%86', title: '人事 管理' });
  });

  it('puts url, title and icon in the query of the view', () => {
    expect(viewPath('/api-docs', 'API 文档', 'book-open-line')).toBe('/other/iframe/view?url=%2Fapi-docs&title=API+%E6%96%87%E6%A1%A3&icon=book-open-line');
  });
});
