import { randomBytes } from 'node:crypto';

/**
 * A service's id from its name, made once when it is created (`Deep cleaning (3+ rooms)` →
 * `deep-cleaning-3-rooms`): the form the services table accepts, at most 60 characters. A name
 * with no Latin letter or digit gets a random id.
 */
export function serviceSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug.length >= 2 ? slug : `service-${randomBytes(4).toString('hex')}`;
}
