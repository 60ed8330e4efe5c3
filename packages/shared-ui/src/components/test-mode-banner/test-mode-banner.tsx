import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../alert';

export interface TestModeBannerProps {
  /** Show the test card numbers (on screens that take a card). */
  showCards?: boolean;
}

/** The test cards a developer or tester can use; any other number is refused in test mode. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
  { number: '4000 0000 0000 0341', outcome: 'failsOnCompletion' },
] as const;

const code = (chunks: ReactNode) => <code>{chunks}</code>;

/**
 * Says plainly that payments are in test mode (docs/product.md §5): on every screen that shows or takes
 * money. No real card is charged and no real money moves.
 */
export function TestModeBanner({ showCards = false }: TestModeBannerProps) {
  const intl = useIntl();
  return (
    <Alert tone="info" title={intl.formatMessage({ id: 'shared-ui.test-mode.title', defaultMessage: 'Test mode: no real money moves' })}>
      <p>
        <FormattedMessage id="shared-ui.test-mode.gateway" defaultMessage="Payments go through the built-in test gateway. Do not enter a real card." />
      </p>
      {showCards && (
        <ul aria-label={intl.formatMessage({ id: 'shared-ui.test-mode.cards', defaultMessage: 'Test cards' })}>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <FormattedMessage
                id="shared-ui.test-mode.card"
                defaultMessage="<code>{number}</code> {outcome, select, succeeds {succeeds} declined {is declined} insufficientFunds {is declined: insufficient funds} other {authorises, then fails when the job is completed}} (any future expiry, any 3-digit code)"
                values={{ number: card.number, outcome: card.outcome, code }}
              />
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
