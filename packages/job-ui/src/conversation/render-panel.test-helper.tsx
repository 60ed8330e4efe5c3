import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { testLanguage } from '@marketplace/test-support/test-language';
import { ConversationPanel } from './conversation-panel';

/** The panel as a page mounts it: one query cache, in English unless a language wrapper is given. */
export function renderPanel(jobId: string, wrapper: ComponentType<{ children: ReactNode }> = testLanguage('en', {})) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Language = wrapper;
  return render(
    <QueryClientProvider client={queryClient}>
      <Language>
        <ConversationPanel jobId={jobId} timeZone="America/New_York" />
      </Language>
    </QueryClientProvider>,
  );
}
