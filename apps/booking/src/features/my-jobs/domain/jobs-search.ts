export const jobsTabs = ['upcoming', 'past'] as const;
export type JobsTab = (typeof jobsTabs)[number];

export interface JobsSearch {
  tab: JobsTab;
  page: number;
}

function isTab(value: string | null): value is JobsTab {
  return (jobsTabs as readonly (string | null)[]).includes(value);
}

/** `?tab=past&page=2`, forgiving: anything unreadable falls back to the first upcoming page. */
export function readJobsSearch(params: URLSearchParams): JobsSearch {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return { tab: isTab(tab) ? tab : 'upcoming', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The search for a tab and page, without the defaults, so /my-jobs stays the plain address. */
export function jobsSearchParams({ tab, page }: JobsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'upcoming') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  return params;
}
