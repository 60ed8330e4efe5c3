import { useSearchParams } from 'react-router-dom';
import { type InsightPeriod, insightPeriodQuerySchema } from '@marketplace/contracts';

export interface PeriodChoice {
  period: InsightPeriod;
  from?: string;
  to?: string;
}

const DEFAULT: PeriodChoice = { period: '7d' };

/** The period in the URL (`?tab=numbers&period=custom&from=…&to=…`), so a view can be shared; a bad one falls back to 7 days. */
export function usePeriodParams(): [PeriodChoice, (choice: PeriodChoice) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = insightPeriodQuerySchema.safeParse({
    period: params.get('period') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  const choice: PeriodChoice = parsed.success
    ? parsed.data.period === 'custom'
      ? { period: 'custom', from: parsed.data.from, to: parsed.data.to }
      : { period: parsed.data.period }
    : DEFAULT;
  const choose = (next: PeriodChoice) => {
    const search: Record<string, string> = { tab: 'numbers', period: next.period };
    if (next.period === 'custom' && next.from && next.to) Object.assign(search, { from: next.from, to: next.to });
    setParams(search);
  };
  return [choice, choose];
}
