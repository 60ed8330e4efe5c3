import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the editor formats', () => {
    const html = '<p><strong>Bold</strong> and <em>italic</em></p><ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps web and email links, opened safely, and drops other hrefs', () => {
    expect(sanitizeRichText('<p><a href="https://example.com" onclick="x()">site</a></p>')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.co">mail</a>')).toContain('href="mailto:a@b.co"');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('removes scripts, event handlers and unknown elements (keeping their text)', () => {
    expect(sanitizeRichText('<p onmouseover="x()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><h1>Title</h1><style>p{}</style>')).toBe(
      '<p>Hi</p>Title',
    );
    expect(sanitizeRichText('<div><span style="color:red">text</span><!-- c --></div>')).toBe('text');
  });
});
