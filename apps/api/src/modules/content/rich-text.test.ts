import { isBlankRichText, richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps bold, italic, paragraphs, breaks and lists', () => {
    const html = '<p><strong>Two</strong> <em>rooms</em>, <b>one</b> <i>hall</i><br></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeRichText(html)).toBe('<p><strong>Two</strong> <em>rooms</em>, <b>one</b> <i>hall</i><br /></p><ul><li>a</li></ul><ol><li>b</li></ol>');
  });

  it('drops scripts, styles, event handlers and unknown tags (keeping their text)', () => {
    expect(sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<h1>Title</h1><div><span style="color:red">text</span></div><img src=x onerror=alert(1)>')).toBe('Titletext');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps http(s) and mailto links, with rel set and target removed', () => {
    expect(sanitizeRichText('<a href="https://example.com/x" target="_blank" rel="opener">site</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(sanitizeRichText('<a href="mailto:me@example.com">mail</a>')).toBe('<a href="mailto:me@example.com" rel="noopener noreferrer nofollow">mail</a>');
  });

  it('removes javascript:, data: and protocol-relative links', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'vbscript:x']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    }
  });

  it('strips control and bidi characters, raw or as entities, from text and links (docs/security.md)', () => {
    expect(sanitizeRichText('<p>Pay\u202e\u0000 now\u200f&#x202E;&#8238;&#x7;\u0085</p>')).toBe('<p>Pay now</p>');
    expect(sanitizeRichText('<a href="https://example.com/&#x202e;x\u2066">a\u061cb</a>')).toBe('<a href="https://example.com/x" rel="noopener noreferrer nofollow">ab</a>');
  });

  it('keeps the whitespace HTML ignores anyway', () => {
    expect(sanitizeRichText('<p>one\ttwo\nthree\r\nfour</p>')).toBe('<p>one\ttwo\nthree\r\nfour</p>');
  });

  it('escapes text so it stays text', () => {
    expect(sanitizeRichText('1 < 2 & "quotes"')).toBe('1 &lt; 2 &amp; "quotes"');
  });
});

describe('richTextToPlain and isBlankRichText', () => {
  it('turns paragraphs, breaks and list items into lines and decodes entities', () => {
    expect(richTextToPlain('<p>Fix the <strong>door</strong> &amp; lock</p><ul><li>hinge</li><li>latch</li></ul><p>A<br />B&#39;s</p>')).toBe(
      'Fix the door & lock\n• hinge\n• latch\nA\nB\'s',
    );
  });

  it('finds an emptied editor blank', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p><br /></p>')).toBe(true);
    expect(isBlankRichText('<p> &nbsp; </p><ul><li></li></ul>')).toBe(true);
    expect(isBlankRichText(sanitizeRichText('<script>only a script</script>'))).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });
});
