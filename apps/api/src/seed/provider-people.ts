/** Who works where; the first New York provider is the demo provider account. */
export const providerNames: Record<string, string[]> = {
  nyc: [
    'Maria Alvarez', 'James Carter', 'Aisha Johnson', "Kevin O'Brien", 'Priya Shah', 'Marcus Williams',
    'Sofia Rossi', 'Daniel Kim', 'Tanya Brooks', 'Luis Ortega', 'Rachel Goldberg', 'Andre Thompson',
  ],
  berlin: [
    'Jonas Becker', 'Lena Schmidt', 'Mehmet Yılmaz', 'Katharina Wolf', 'Felix Hoffmann', 'Anna Nowak',
    'Tobias Krüger', 'Svenja Braun', 'Ali Demir', 'Julia Fischer', 'Lukas Weber', 'Marta Kowalska',
  ],
  sydney: [
    'Liam Nguyen', 'Olivia Taylor', 'Jack Wilson', 'Chloe Martin', 'Ethan Brown', 'Mia Thompson',
    'Noah Chen', 'Isla Campbell', 'Ryan Murphy', 'Zoe Papadopoulos', 'Lachlan Smith', 'Grace Walker',
  ],
};

/** `Mehmet Yılmaz` → `mehmet.yilmaz@example.com` (example.com: no mail ever leaves). */
export function providerEmail(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z ]/g, '');
  return `${ascii.trim().split(/\s+/).join('.')}@example.com`;
}

export interface Specialty {
  services: string[];
  pitch: (first: string, area: string, years: number) => string;
  highlights: string[];
}

export const specialties: Specialty[] = [
  {
    services: ['home-cleaning', 'deep-cleaning', 'window-cleaning'],
    pitch: (first, area, years) => `Hi, I'm <strong>${first}</strong>. I have kept homes in ${area} sparkling for ${years} years and <em>love</em> a kitchen that shines.`,
    highlights: ['Eco-friendly products on request', 'Pet-friendly', 'Fridge and oven cleaning'],
  },
  {
    services: ['handyman', 'furniture-assembly', 'tv-mounting'],
    pitch: (first, area, years) => `${first} here: ${years} years of fixing, hanging and building things across ${area}. <strong>No job too small.</strong>`,
    highlights: ['Own tools and drill', 'Shelves, curtains and pictures', 'Tidy work, clean-up included'],
  },
  {
    services: ['moving-help', 'furniture-assembly'],
    pitch: (first, area, years) => `I'm ${first}, and I have helped <strong>hundreds of moves</strong> in ${area} over ${years} years. Careful with your things, <em>quick</em> with the boxes.`,
    highlights: ['Stairs are fine', 'Blankets and straps brought', 'Furniture taken apart and rebuilt'],
  },
  {
    services: ['lawn-care', 'window-cleaning'],
    pitch: (first, area, years) => `${first}: gardener for ${years} years in ${area}. Lawns, hedges and <em>really</em> clean windows.`,
    highlights: ['Green waste taken away', 'Battery tools, quiet mornings', 'Regular visits welcome'],
  },
  {
    services: ['handyman', 'tv-mounting', 'furniture-assembly', 'moving-help', 'lawn-care'],
    pitch: (first, area, years) => `All-rounder ${first}, ${years} years in ${area}. <strong>One visit</strong> for the small jobs you have been putting off.`,
    highlights: ['Mounting and assembly', 'Small garden jobs', 'Help on moving day'],
  },
  {
    services: ['deep-cleaning', 'home-cleaning'],
    pitch: (first, area, years) => `I'm ${first}. Move-out and <strong>deep cleans</strong> are my speciality: ${years} years in ${area}, deposits returned.`,
    highlights: ['End-of-lease cleans', 'Inside cabinets and appliances', 'Before-and-after photos'],
  },
];
