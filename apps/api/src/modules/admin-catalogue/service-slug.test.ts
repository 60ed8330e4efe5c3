import { serviceSlug } from './service-slug';

describe('serviceSlug', () => {
  it('makes a lower-case slug of the name', () => {
    expect(serviceSlug('Deep cleaning (3+ rooms)')).toBe('deep-cleaning-3-rooms');
    expect(serviceSlug('  Café   Réparation ')).toBe('cafe-reparation');
  });
  it('keeps within 60 characters and never ends in a dash', () => {
    const slug = serviceSlug(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
  });
  it('falls back to a random id when nothing is left', () => {
    expect(serviceSlug('清洁')).toMatch(/^service-[0-9a-f]{8}$/);
  });
});
