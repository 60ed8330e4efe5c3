import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Money } from '@marketplace/shared-ui/money';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function CardExamples() {
  const intl = useIntl();
  return (
    <Example
      title={intl.formatMessage({ id: 'shell.playground.card.title', defaultMessage: 'Plain, titled with actions, as a region and as an article' })}
    >
      <div className={styles.grid}>
        <Card>
          <FormattedMessage id="shell.playground.card.plain" defaultMessage="A plain card: a surface with padding, no title." />
        </Card>
        <Card
          title={intl.formatMessage({ id: 'shell.playground.card.deep-cleaning', defaultMessage: 'Deep cleaning' })}
          headingLevel={4}
          actions={
            <Button size="sm" variant="secondary">
              <FormattedMessage id="shell.playground.card.edit" defaultMessage="Edit" />
            </Button>
          }
        >
          <FormattedMessage id="shell.playground.card.deep-cleaning-text" defaultMessage="Three bedrooms, two bathrooms, inside the oven." />
        </Card>
        <Card as="section" title={intl.formatMessage({ id: 'shell.playground.card.price-summary', defaultMessage: 'Price summary' })} headingLevel={4}>
          <p>
            <FormattedMessage
              id="shell.playground.card.total"
              defaultMessage="Total {amount}, a labelled region."
              values={{ amount: <Money amountMinor={18900} currency="USD" /> }}
            />
          </p>
        </Card>
        <Card
          as="article"
          title={intl.formatMessage({ id: 'shell.playground.card.painting', defaultMessage: 'Painting, living room' })}
          headingLevel={4}
          actions={
            <Badge tone="success">
              <FormattedMessage id="shell.playground.card.booked" defaultMessage="Booked" />
            </Badge>
          }
        >
          <FormattedMessage id="shell.playground.card.article" defaultMessage="An article: a self-contained item, as in a list of jobs." />
        </Card>
      </div>
    </Example>
  );
}
