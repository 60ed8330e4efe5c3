import { Alert } from '../alert';

export interface TestModeBannerProps {
  /** Show the test card numbers (on screens that take a card). */
  showCards?: boolean;
}

/** The test cards a developer or tester can use; any other number is refused in test mode. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'is declined: insufficient funds' },
  { number: '4000 0000 0000 0341', outcome: 'authorises, then fails when the job is completed' },
] as const;

/**
 * Says plainly that payments are in test mode (docs/product.md §5): on every screen that shows or takes
 * money. No real card is charged and no real money moves.
 */
export function TestModeBanner({ showCards = false }: TestModeBannerProps) {
  return (
    <Alert tone="info" title="Test mode: no real money moves">
      <p>Payments go through the built-in test gateway. Do not enter a real card.</p>
      {showCards && (
        <ul aria-label="Test cards">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{card.number}</code> {card.outcome} (any future expiry, any 3-digit code)
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
