import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { ProblemSide } from '@marketplace/contracts';
import { testLanguage } from '@marketplace/test-support/test-language';
import { ProblemCasePanel, type ProblemCasePanelProps } from './problem-case-panel';

export const problemJobId = '0c6f3d2a-1b4e-4c8d-9a7f-5e6d7c8b9a01';

/** The panel as a page mounts it: one query cache, in English unless a language wrapper is given. */
export function renderProblems(viewer: ProblemSide, wrapper: ComponentType<{ children: ReactNode }> = testLanguage('en', {}), renderManage?: ProblemCasePanelProps['renderManage']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Language = wrapper;
  return render(
    <QueryClientProvider client={queryClient}>
      <Language>
        <ProblemCasePanel jobId={problemJobId} timeZone="America/New_York" viewer={viewer} renderManage={renderManage} />
      </Language>
    </QueryClientProvider>,
  );
}
