import { bodyHtml } from './bodyHtml';

describe('bodyHtml', () => {
  it('turns typed lines into escaped paragraphs', () => {
    expect(bodyHtml('第一行\n\n第二行 a<b')).toBe('<p>第一行</p><p>第二行 a&lt;b</p>');
  });
  it('keeps markup, sanitised', () => {
    expect(bodyHtml('<p>正文</p><script>x</script>')).toBe('<p>正文</p>');
  });
  it('is empty for blank input', () => {
    expect(bodyHtml('  \n ')).toBe('');
  });
});
