import type { ProviderJobSummary } from '@marketplace/contracts';

/** "10011 Manhattan": where the job is, roughly (the street comes once it is accepted). */
export const areaText = (area: ProviderJobSummary['area']) => `${area.postalCode} ${area.city}`;
