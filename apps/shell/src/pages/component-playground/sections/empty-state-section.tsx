import { useState } from 'react';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Example } from '../playground-section';

export function EmptyStateExamples() {
  const [jobs, setJobs] = useState<string[]>([]);
  return (
    <>
      <Example title="With icon, description and action">
        {jobs.length === 0 ? (
          <EmptyState
            headingLevel={4}
            icon="🧹"
            title="No jobs yet"
            description="Book your first service and it will show up here."
            action={<Button onClick={() => setJobs(['Deep cleaning'])}>Book a cleaning</Button>}
          />
        ) : (
          <>
            <p>Booked: {jobs.join(', ')}.</p>
            <Button variant="secondary" onClick={() => setJobs([])}>
              Clear the jobs
            </Button>
          </>
        )}
      </Example>
      <Example title="Title only">
        <EmptyState headingLevel={4} title="No messages" />
      </Example>
    </>
  );
}
