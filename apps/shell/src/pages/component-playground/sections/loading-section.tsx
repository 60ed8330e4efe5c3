import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function SpinnerExamples() {
  const intl = useIntl();
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.spinner.sizes', defaultMessage: 'Sizes, with the label shown' })}>
        <Stack direction="row" wrap align="center" gap={5}>
          <Spinner size="sm" label={intl.formatMessage({ id: 'shell.playground.spinner.jobs', defaultMessage: 'Loading jobs…' })} />
          <Spinner size="md" label={intl.formatMessage({ id: 'shell.playground.spinner.times', defaultMessage: 'Checking times…' })} />
          <Spinner size="lg" label={intl.formatMessage({ id: 'shell.playground.spinner.pros', defaultMessage: 'Finding pros…' })} />
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.spinner.hidden-label', defaultMessage: 'Label for screen readers only' })}>
        <Spinner hideLabel label={intl.formatMessage({ id: 'shell.playground.spinner.price', defaultMessage: 'Loading the price' })} />
      </Example>
    </>
  );
}

/** A sample pro's name: data, the same in every language. */
const sampleName = 'Alex Moreno';

export function SkeletonExamples() {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.skeleton.lines', defaultMessage: 'Text lines, a block, and the content it stands in for' })}
      >
        <Stack gap={4}>
          <div className={styles.narrow}>
            {loaded ? (
              <Card title={sampleName} headingLevel={4}>
                <FormattedMessage id="shell.playground.skeleton.bio" defaultMessage="Five years of deep cleaning in Brooklyn and Queens." />
              </Card>
            ) : (
              <Stack gap={3}>
                <Skeleton
                  variant="block"
                  height="4rem"
                  label={intl.formatMessage({ id: 'shell.playground.skeleton.loading-profile', defaultMessage: 'Loading the pro’s profile' })}
                />
                <Skeleton lines={3} />
              </Stack>
            )}
          </div>
          <Button variant="secondary" onClick={() => setLoaded(!loaded)}>
            {loaded ? (
              <FormattedMessage id="shell.playground.skeleton.show-skeleton" defaultMessage="Show the skeleton" />
            ) : (
              <FormattedMessage id="shell.playground.skeleton.show-content" defaultMessage="Show the content" />
            )}
          </Button>
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.skeleton.fixed', defaultMessage: 'Fixed width and height' })}>
        <Stack direction="row" wrap align="center">
          <Skeleton variant="block" width="3rem" height="3rem" />
          <Skeleton width="10rem" />
        </Stack>
      </Example>
    </>
  );
}
