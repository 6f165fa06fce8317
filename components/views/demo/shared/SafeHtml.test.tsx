/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { render } from '@testing-library/react';
import SafeHtml from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps emphasis and in-app links', () => {
    const { container } = render(<SafeHtml html={'<strong>张三</strong> 发布了 <a href="#/vab/table/comprehensiveTable">报表</a>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('张三');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#/vab/table/comprehensiveTable');
    expect(container.textContent).toBe('张三 发布了 报表');
  });

  it('drops scripts, handlers and outside links, keeping their text', () => {
    const { container } = render(<SafeHtml html={'<img src=x onerror="alert(1)"><a href="javascript:alert(1)">点我</a><script>alert(1)</script>'} />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).toBe('点我');
  });
});
