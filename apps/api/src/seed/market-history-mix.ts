import type { Story } from './market-history-types';

/* The weights and words the market-history seed draws from (market-history-data.ts). */

/** Busier on Fridays and Saturdays, quiet on Sundays (ISO weekday 1–7). */
export const weekdayWeight = [0, 0.95, 0.9, 1, 1.05, 1.2, 1.4, 0.6];
/** Hours customers like, by weight: mornings and early afternoons, some evenings. */
export const preferredHours: Array<[number, number]> = [[8, 2], [9, 5], [10, 6], [11, 4], [12, 2], [13, 4], [14, 4], [15, 3], [16, 2], [17, 2], [18, 2], [19, 1]];
/** What is booked, by weight, with the quantities (hours or pieces) people pick. */
export const serviceMix: Array<{ serviceId: string; weight: number; quantities: number[] }> = [
  { serviceId: 'home-cleaning', weight: 30, quantities: [2, 2, 3, 3, 4] },
  { serviceId: 'deep-cleaning', weight: 8, quantities: [4, 5, 6] },
  { serviceId: 'handyman', weight: 16, quantities: [1, 2, 2, 3] },
  { serviceId: 'furniture-assembly', weight: 12, quantities: [1, 1, 2] },
  { serviceId: 'tv-mounting', weight: 9, quantities: [1] },
  { serviceId: 'window-cleaning', weight: 9, quantities: [1] },
  { serviceId: 'moving-help', weight: 9, quantities: [2, 3, 4] },
  { serviceId: 'lawn-care', weight: 7, quantities: [1] },
];
/** How each past job went, by weight. */
export const pastStories: Array<[Story, number]> = [
  ['completed', 68],
  ['cancelled-by-customer', 10],
  ['cancelled-by-provider', 4],
  ['cancelled-by-manager', 3],
  ['no-show', 4],
  ['declined-reassigned', 5],
  ['timed-out-reassigned', 3],
  ['timed-out-cancelled', 3],
];
export const ratings: Array<[number, number]> = [[5, 62], [4, 25], [3, 8], [2, 3], [1, 2]];
export const reviewComments: Record<number, string[]> = {
  5: ['Quick, careful and friendly. Booking again.', 'Spotless. Exactly what we asked for.', 'Arrived early and left everything tidy.', 'Great work, great communication.'],
  4: ['Good job overall, a few minutes late.', 'Did what we asked; missed one small spot.', 'Friendly and efficient.'],
  3: ['Fine, but took longer than planned.', 'OK job. Had to point out a couple of things.'],
  2: ['Rushed; we had to redo part of it.'],
  1: ['Did not finish what was booked.'],
};
export const declineReasons = ['Fully booked that day', 'Too far from my other jobs', 'I do not have the tools for this one', 'Away that week'];
export const customerCancelReasons = ['Plans changed', 'Found someone else', 'Moving date moved', 'Not needed any more'];
export const providerCancelReasons = ['Sick', 'Family emergency', 'Van broke down'];
export const managerCancelReasons = ['Duplicate booking', 'Customer asked us by phone', 'Address outside the area'];
export const descriptions: Record<string, string[]> = {
  'home-cleaning': ['<p>Regular clean: kitchen, bathroom and <strong>floors</strong>.</p>', '<p>Two-bedroom flat, fridge inside too please.</p>'],
  'deep-cleaning': ['<p>Move-out clean, <em>oven</em> and cabinets included.</p>', '<p>Spring clean of the whole flat, grout in the bathroom.</p>'],
  handyman: ['<p>Two shelves to put up and a door that sticks.</p>', '<p>Patch a hole in the hallway wall and re-caulk the bath.</p>'],
  'furniture-assembly': ['<p>One wardrobe (three doors) and a bed frame.</p>', '<p>Desk and office chair, still in their boxes.</p>'],
  'tv-mounting': ['<p>65" TV on a drywall, hide the cables if possible.</p>'],
  'window-cleaning': ['<p>Ten windows, inside and out.</p>'],
  'moving-help': ['<p>Third floor walk-up to a van: about 30 boxes and a sofa.</p>'],
  'lawn-care': ['<p>Small back garden, mow and edge.</p>'],
};

