import { avatarSvg, initialsOf } from './avatar';
import { pictureUrl, shortBio, toRating } from './provider-shapes';

describe('provider shapes', () => {
  it('rounds the rating to one decimal and has none before the first review', () => {
    expect(toRating(0, 0)).toEqual({ average: null, count: 0 });
    expect(toRating(14, 3)).toEqual({ average: 4.7, count: 3 });
  });

  it('turns the bio into a short plain-text teaser', () => {
    const bio = '<p>I <strong>love</strong> tidy homes &amp; happy clients.</p><ul><li>Eco products</li></ul>';
    expect(shortBio(bio)).toBe('I love tidy homes & happy clients. Eco products');
    const long = shortBio(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('versions the picture URL so it can be cached for a year', () => {
    const provider = { id: '7d9f1c1e-4b0a-4c54-9f0e-2f0d2d6b3a10', display_name: 'Ana Souza', picture_path: null };
    expect(pictureUrl(provider)).toMatch(/^\/api\/providers\/7d9f1c1e-4b0a-4c54-9f0e-2f0d2d6b3a10\/picture\?v=[0-9a-f]{12}$/);
    expect(pictureUrl({ ...provider, display_name: 'Ana S.' })).not.toBe(pictureUrl(provider));
  });

  it('draws initials, escaped, on a colour chosen by the id', () => {
    expect(initialsOf('María José Ortega')).toBe('MO');
    expect(initialsOf('Zoë')).toBe('Z');
    const svg = avatarSvg('id-1', 'Tom <script>');
    expect(svg).toContain('>T&#60;</text>');
    expect(svg).not.toContain('<script>');
    expect(avatarSvg('id-1', 'Tom Lee')).toBe(avatarSvg('id-1', 'Tom Lee'));
  });
});
