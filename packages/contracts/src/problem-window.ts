/**
 * The bounds of a market's problem window (docs/problems.md): how many hours after a job is
 * completed its customer may report a problem. Here, apart from `problems.ts`, so the markets'
 * settings contract can use them without importing the problems' contract (which imports it).
 */
export const problemWindowHours = { min: 1, max: 720, default: 72 } as const;
