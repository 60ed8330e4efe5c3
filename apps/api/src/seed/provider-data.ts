import { demoAccount } from './demo-accounts';
import { hourPatterns, type WeeklyHours } from './provider-hours';
import { providerEmail, providerNames, specialties } from './provider-people';

export interface ProviderSeed {
  marketId: string;
  email: string;
  name: string;
  bioHtml: string;
  serviceIds: string[];
  hours: WeeklyHours;
  ratingSum: number;
  ratingCount: number;
  createdAt: Date;
}

const neighbourhoods: Record<string, string[]> = {
  nyc: ['Brooklyn', 'Manhattan', 'Astoria', 'Park Slope', 'Harlem', 'Williamsburg'],
  berlin: ['Kreuzberg', 'Mitte', 'Neukölln', 'Prenzlauer Berg', 'Friedrichshain', 'Charlottenburg'],
  sydney: ['the Inner West', 'Bondi', 'Surry Hills', 'North Sydney', 'Newtown', 'Manly'],
};

/** A small deterministic generator, so every new database gets the same demo providers. */
export function random(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

function bio(name: string, marketId: string, index: number, years: number): string {
  const specialty = specialties[index % specialties.length]!;
  const first = escapeHtml(name.split(' ')[0]!);
  const area = neighbourhoods[marketId]![index % 6]!;
  const list = `<ul>${specialty.highlights.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const slug = providerEmail(name).split('@')[0]!.replace(/\./g, '-');
  const link = index % 3 === 0 ? `<p>Photos of my work: <a href="https://example.com/portfolio/${slug}" rel="nofollow noopener noreferrer">my portfolio</a>.</p>` : '';
  return `<p>${specialty.pitch(first, area, years)}</p>${list}${link}`;
}

/** `count` providers per live market: names, bios, 2–5 services, varied hours and ratings. */
export function providerSeeds(marketId: string, count: number, now: Date): ProviderSeed[] {
  const names = providerNames[marketId] ?? [];
  const next = random(`providers:${marketId}`);
  const offset = Object.keys(providerNames).indexOf(marketId);
  return names.slice(0, count).map((name, index) => {
    const years = 2 + Math.floor(next() * 14);
    const ratingCount = index % 7 === 5 ? 0 : 3 + Math.floor(next() * 200);
    const average = 3.9 + next() * 1.1;
    return {
      marketId,
      email: marketId === 'nyc' && index === 0 ? demoAccount('provider').email : providerEmail(name),
      name,
      bioHtml: bio(name, marketId, index + offset, years),
      serviceIds: specialties[(index + offset) % specialties.length]!.services,
      hours: hourPatterns[(index * 3 + offset) % hourPatterns.length]!.hours,
      ratingSum: Math.min(ratingCount * 5, Math.max(ratingCount, Math.round(average * ratingCount))),
      ratingCount,
      createdAt: new Date(now.getTime() - (30 + Math.floor(next() * 1000)) * 24 * 60 * 60 * 1000),
    };
  });
}
