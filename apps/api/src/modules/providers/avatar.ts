import { createHash } from 'node:crypto';

/** Backgrounds dark enough for white text (contrast ≥ 4.5:1). */
const palette = ['#1d4ed8', '#047857', '#b91c1c', '#7c3aed', '#a16207', '#0e7490', '#be185d', '#4d7c0f', '#c2410c', '#334155'];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '').join('') || '?';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A deterministic picture for a provider without an upload: initials on a colour from the id. */
export function avatarSvg(providerId: string, displayName: string): string {
  const colour = palette[createHash('sha256').update(providerId).digest()[0]! % palette.length];
  const initials = escapeXml(initialsOf(displayName));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img"',
    ` aria-label="${escapeXml(displayName)}">`,
    `<rect width="256" height="256" fill="${colour}"/>`,
    '<text x="128" y="128" dy="0.35em" text-anchor="middle" fill="#ffffff"',
    ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="104" font-weight="600">${initials}</text>`,
    '</svg>',
  ].join('');
}
