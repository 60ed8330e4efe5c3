import { useState } from 'react';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function SpinnerExamples() {
  return (
    <>
      <Example title="Sizes, with the label shown">
        <Stack direction="row" wrap align="center" gap={5}>
          <Spinner size="sm" label="Loading jobs…" />
          <Spinner size="md" label="Checking times…" />
          <Spinner size="lg" label="Finding pros…" />
        </Stack>
      </Example>
      <Example title="Label for screen readers only">
        <Spinner hideLabel label="Loading the price" />
      </Example>
    </>
  );
}

export function SkeletonExamples() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Example title="Text lines, a block, and the content it stands in for">
        <Stack gap={4}>
          <div className={styles.narrow}>
            {loaded ? (
              <Card title="Alex Moreno" headingLevel={4}>
                Five years of deep cleaning in Brooklyn and Queens.
              </Card>
            ) : (
              <Stack gap={3}>
                <Skeleton variant="block" height="4rem" label="Loading the pro’s profile" />
                <Skeleton lines={3} />
              </Stack>
            )}
          </div>
          <Button variant="secondary" onClick={() => setLoaded(!loaded)}>
            {loaded ? 'Show the skeleton' : 'Show the content'}
          </Button>
        </Stack>
      </Example>
      <Example title="Fixed width and height">
        <Stack direction="row" wrap align="center">
          <Skeleton variant="block" width="3rem" height="3rem" />
          <Skeleton width="10rem" />
        </Stack>
      </Example>
    </>
  );
}
