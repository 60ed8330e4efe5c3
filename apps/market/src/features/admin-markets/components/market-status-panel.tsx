import { Link } from 'react-router-dom';
import type { AdminMarket } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { TextLink } from '@marketplace/shared-ui/link';
import styles from './market-status-panel.module.css';
import { StatusButton, StatusOutcomeAlert } from './status-outcome';
import { needsText, useStatusSwitch } from './use-status-switch';

/**
 * Where the market stands: live or coming soon, what it still lacks to open, who is waiting for
 * it; the switch between the two (a refusal is shown with its reason) and the market's other pages.
 */
export function MarketStatusPanel({ market }: { market: AdminMarket }) {
  const { setStatus, outcome, pending } = useStatusSwitch();
  const live = market.status === 'live';
  const needs = needsText(market);
  return (
    <section className={styles.panel} aria-labelledby="market-status-title">
      <h2 id="market-status-title">
        Status <Badge tone={live ? 'success' : 'warning'}>{live ? 'Live' : 'Coming soon'}</Badge>
      </h2>
      <StatusOutcomeAlert outcome={outcome} />
      <dl className={styles.facts}>
        <div>
          <dt>Active providers</dt>
          <dd>{market.offerableProviders}</dd>
        </div>
        <div>
          <dt>Priced services</dt>
          <dd>{market.pricedServices}</dd>
        </div>
        <div>
          <dt>Waiting on the waitlist</dt>
          <dd>{market.waitlistWaiting}</dd>
        </div>
      </dl>
      {!live && <p className={styles.needs}>{needs ? `${needs} before it can go live.` : 'Ready to go live. Everyone waiting is emailed once when it does.'}</p>}
      <div className={styles.actions}>
        <StatusButton market={market} pending={pending} onChange={setStatus} />
      </div>
      <ul className={styles.links}>
        <li>
          <TextLink asChild>
            <Link to={`/market/${market.id}/dashboard`}>Market dashboard</Link>
          </TextLink>
        </li>
        <li>
          <TextLink asChild>
            <Link to={`/market/${market.id}`}>Public market page</Link>
          </TextLink>
        </li>
        <li>
          <TextLink asChild>
            <Link to="/admin/services">Services and prices</Link>
          </TextLink>
        </li>
      </ul>
    </section>
  );
}
