import { htmlToText, isSafeUrl, sanitizeHtml } from './htmlSanitizer';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting of a notice', () => {
    const html = '<h3>关于2026年度考核的通知</h3><p>请各单位于<strong>12月31日</strong>前上报。</p><ul><li>一</li><li>二</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT src="//evil"></SCRIPT>x')).toBe('x');
    expect(sanitizeHtml('<p>a<script>never closed')).toBe('<p>a</p>');
  });

  it('drops event handler attributes and unknown elements', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover=\'x\'>hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<svg onload=alert(1)><circle/></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>')).toBe('');
  });

  it('refuses javascript:, data: and vbscript: links, however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', '&#106;avascript:alert(1)', 'jav&#x09;ascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x']) {
      expect(sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps safe links and opens them in a new tab', () => {
    expect(sanitizeHtml('<a href="https://rsj.huzhou.gov.cn/a?b=1&c=2" class="x">政策</a>'))
      .toBe('<a href="https://rsj.huzhou.gov.cn/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">政策</a>');
    expect(sanitizeHtml('<a href="/#/faq">FAQ</a>')).toBe('<a href="/#/faq" target="_blank" rel="noopener noreferrer">FAQ</a>');
  });

  it('removes style attributes (no CSS injection)', () => {
    expect(sanitizeHtml('<span style="position:fixed;top:0;background:url(javascript:x)">a</span>')).toBe('<span>a</span>');
    expect(sanitizeHtml('<div style=expression(alert(1))>b</div>')).toBe('<div>b</div>');
  });

  it('escapes stray brackets, drops comments and balances tags', () => {
    expect(sanitizeHtml('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d');
    expect(sanitizeHtml('<!-- <script>x</script> -->t')).toBe('t');
    expect(sanitizeHtml('<p><strong>x</p>y</strong>')).toBe('<p><strong>x</strong></p>y');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
  });

  it('escapes quotes inside kept attribute values', () => {
    expect(sanitizeHtml('<a href=\'https://x.cn/"onmouseover="alert(1)\'>x</a>'))
      .toBe('<a href="https://x.cn/&quot;onmouseover=&quot;alert(1)" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('isSafeUrl', () => {
  it('accepts web, mail and relative addresses only', () => {
    expect(isSafeUrl('http://a.cn')).toBe(true);
    expect(isSafeUrl('mailto:hr@a.cn')).toBe(true);
    expect(isSafeUrl('manuals/a.pdf')).toBe(true);
    expect(isSafeUrl('file:///etc/passwd')).toBe(false);
  });
});

describe('htmlToText', () => {
  it('reads sanitised HTML as lines of text', () => {
    expect(htmlToText('<p>第一段&amp;说明</p><p>第二段<br>下一行</p>')).toBe('第一段&说明\n第二段\n下一行');
  });
});
