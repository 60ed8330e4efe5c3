import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../messages/de.json';
import { pictureFileProblem, pictureRulesText, squareCrop } from './picture-file';

const limits = { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg', 'image/png', 'image/webp'] as Array<'image/jpeg' | 'image/png' | 'image/webp'> };

const english = createIntl(intlConfig('en', {}));

describe('picture file rules', () => {
  it('states the rules up front', () => {
    expect(pictureRulesText(limits, english)).toBe('JPEG, PNG or WebP, up to 8 MB, at least 96 × 96 pixels.');
  });

  it('refuses an empty or too large file before sending it', () => {
    expect(pictureFileProblem(new File([], 'a.jpg'), limits, english)).toBe('The file is empty.');
    const big = new File([new Uint8Array(9 * 1024 * 1024)], 'a.jpg');
    expect(pictureFileProblem(big, limits, english)).toBe('This file is larger than 8 MB. Choose a smaller picture.');
    expect(pictureFileProblem(new File(['x'], 'a.jpg'), limits, english)).toBeNull();
  });

  it('states them in German, with German numbers', () => {
    const deutsch = createIntl(intlConfig('de', german));
    expect(pictureRulesText({ ...limits, maxBytes: 512 * 1024 }, deutsch)).toBe('JPEG, PNG oder WebP, bis 0,5 MB, mindestens 96 × 96 Pixel.');
  });

  it('keeps the crop square and inside the picture', () => {
    expect(squareCrop({ x: 100.4, y: 0, width: 301, height: 300 }, { width: 400, height: 300 })).toEqual({ x: 100, y: 0, size: 300 });
    expect(squareCrop({ x: -1, y: 10, width: 200, height: 200 }, { width: 200, height: 300 })).toEqual({ x: 0, y: 10, size: 200 });
  });
});
