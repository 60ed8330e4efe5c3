/** Weekly hours as [weekday 1-7, start minute, end minute] in the market's wall-clock time. */
export type WeeklyHours = Array<[number, number, number]>;

const h = (hours: number) => hours * 60;
const days = (weekdays: number[], start: number, end: number): WeeklyHours => weekdays.map((day) => [day, h(start), h(end)]);

/** Realistic, varied working patterns: office hours, early birds, evenings, weekends, split shifts. */
export const hourPatterns: Array<{ name: string; hours: WeeklyHours }> = [
  { name: 'weekdays 8–17', hours: days([1, 2, 3, 4, 5], 8, 17) },
  { name: 'early shifts and Saturday morning', hours: [...days([1, 2, 3, 4, 5], 7, 15), ...days([6], 8, 12)] },
  { name: 'evenings and weekends', hours: [...days([1, 2, 3, 4], 17, 21), ...days([6, 7], 10, 18)] },
  { name: 'weekends', hours: [...days([5], 12, 20), ...days([6, 7], 8, 18)] },
  { name: 'split shifts', hours: [...days([1, 2, 3, 4, 5], 7, 11), ...days([1, 2, 3, 4, 5], 15, 19)] },
  { name: 'part time', hours: [...days([2, 4], 9, 15), ...days([6], 9, 13)] },
  { name: 'six days', hours: days([1, 2, 3, 4, 5, 6], 9, 18) },
  { name: 'late week, into the night', hours: [...days([3, 4, 5], 12, 22), ...days([6], 9, 14)] },
];
