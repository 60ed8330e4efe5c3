import { isDescriptionLongEnough, richTextToPlain } from './rich-text';

describe('richTextToPlain', () => {
  it('drops the markup and decodes entities', () => {
    expect(richTextToPlain('<p>Fix <strong>the</strong> tap &amp; sink</p><ul><li><p>a&lt;b</p></li></ul>')).toBe('Fix the tap & sinka<b');
    expect(richTextToPlain('<p>&#233;t&#xE9; &nbsp;ok&unknown;</p>')).toBe('été  ok&unknown;');
  });
});

describe('isDescriptionLongEnough', () => {
  it('needs ten characters of text, markup and spaces around not counted', () => {
    expect(isDescriptionLongEnough('<p>   Short   </p>')).toBe(false);
    expect(isDescriptionLongEnough('<p><strong></strong></p>')).toBe(false);
    expect(isDescriptionLongEnough('<p>Fix the tap</p>')).toBe(true);
  });
});
