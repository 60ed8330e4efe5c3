import type { JobDetail } from '@marketplace/contracts';

/** The last moment cancelling is free: the start less the policy's free hours. */
export function freeCancellationUntil(start: string, policy: JobDetail['policy']): Date {
  return new Date(Date.parse(start) - policy.freeCancellationHours * 3_600_000);
}

/** 2000 basis points → "20%", 1250 → "12.5%". */
export function formatBasisPoints(bps: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}
