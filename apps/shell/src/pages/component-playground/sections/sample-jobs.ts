import type { TableSort } from '@marketplace/shared-ui/table';

export interface SampleJob {
  id: string;
  service: string;
  pro: string;
  date: string;
  priceMinor: number;
}

export const sampleJobs: readonly SampleJob[] = [
  { id: 'j1', service: 'Deep cleaning', pro: 'Alex Moreno', date: '2025-07-18', priceMinor: 18900 },
  { id: 'j2', service: 'Painting', pro: 'Priya Shah', date: '2025-07-03', priceMinor: 42000 },
  { id: 'j3', service: 'Furniture assembly', pro: 'Sam Okafor', date: '2025-07-25', priceMinor: 9500 },
  { id: 'j4', service: 'Window cleaning', pro: 'Jo Lindqvist', date: '2025-07-11', priceMinor: 12050 },
];

const sortValues: Record<string, (job: SampleJob) => string | number> = {
  service: (job) => job.service,
  pro: (job) => job.pro,
  date: (job) => job.date,
  price: (job) => job.priceMinor,
};

/** The rows in the order `sort` asks for; the Table only shows the sort, the page applies it. */
export function sortJobs(jobs: readonly SampleJob[], sort: TableSort | null): SampleJob[] {
  const value = sort && sortValues[sort.key];
  if (!sort || !value) return [...jobs];
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...jobs].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return order * factor;
  });
}
