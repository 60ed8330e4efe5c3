import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Money } from '@marketplace/shared-ui/money';
import { Example } from '../playground-section';
import styles from './sections.module.css';

export function CardExamples() {
  return (
    <Example title="Plain, titled with actions, as a region and as an article">
      <div className={styles.grid}>
        <Card>A plain card: a surface with padding, no title.</Card>
        <Card
          title="Deep cleaning"
          headingLevel={4}
          actions={
            <Button size="sm" variant="secondary">
              Edit
            </Button>
          }
        >
          Three bedrooms, two bathrooms, inside the oven.
        </Card>
        <Card as="section" title="Price summary" headingLevel={4}>
          <p>
            Total <Money amountMinor={18900} currency="USD" locale="en-US" />, a labelled region.
          </p>
        </Card>
        <Card as="article" title="Painting, living room" headingLevel={4} actions={<Badge tone="success">Booked</Badge>}>
          An article: a self-contained item, as in a list of jobs.
        </Card>
      </div>
    </Example>
  );
}
