import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AdminMarket } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { TextLink } from '@marketplace/shared-ui/link';
import styles from './market-status-panel.module.css';
import { StatusButton, StatusOutcomeAlert } from './status-outcome';
import { needsText } from '../domain/status-words';
import { useStatusSwitch } from './use-status-switch';

/**
 * Where the market stands: live or coming soon, what it still lacks to open, who is waiting for
 * it; the switch between the two (a refusal is shown with its reason) and the market's other pages.
 */
export function MarketStatusPanel({ market }: { market: AdminMarket }) {
  const intl = useIntl();
  const { setStatus, outcome, pending } = useStatusSwitch();
  const live = market.status === 'live';
  const needs = needsText(intl, market, true);
  return (
    <section className={styles.panel} aria-labelledby="market-status-title">
      <h2 id="market-status-title">
        <FormattedMessage
          id="market.admin-market.status"
          defaultMessage="Status {badge}"
          values={{
            badge: (
              <Badge tone={live ? 'success' : 'warning'}>
                {live ? <FormattedMessage id="market.admin-market.live" defaultMessage="Live" /> : <FormattedMessage id="market.admin-market.coming-soon" defaultMessage="Coming soon" />}
              </Badge>
            ),
          }}
        />
      </h2>
      <StatusOutcomeAlert outcome={outcome} />
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="market.admin-market.active-providers" defaultMessage="Active providers" />
          </dt>
          <dd>{intl.formatNumber(market.offerableProviders)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.admin-market.priced-services" defaultMessage="Priced services" />
          </dt>
          <dd>{intl.formatNumber(market.pricedServices)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="market.admin-market.waiting" defaultMessage="Waiting on the waitlist" />
          </dt>
          <dd>{intl.formatNumber(market.waitlistWaiting)}</dd>
        </div>
      </dl>
      {!live && (
        <p className={styles.needs}>{needs ?? intl.formatMessage({ id: 'market.admin-market.ready', defaultMessage: 'Ready to go live. Everyone waiting is emailed once when it does.' })}</p>
      )}
      <div className={styles.actions}>
        <StatusButton market={market} pending={pending} onChange={setStatus} />
      </div>
      <ul className={styles.links}>
        <li>
          <TextLink asChild>
            <Link to={`/market/${market.id}/dashboard`}>
              <FormattedMessage id="market.admin-market.dashboard-link" defaultMessage="Market dashboard" />
            </Link>
          </TextLink>
        </li>
        <li>
          <TextLink asChild>
            <Link to={`/market/${market.id}`}>
              <FormattedMessage id="market.admin-market.public-link" defaultMessage="Public market page" />
            </Link>
          </TextLink>
        </li>
        <li>
          <TextLink asChild>
            <Link to="/admin/services">
              <FormattedMessage id="market.admin-market.services-link" defaultMessage="Services and prices" />
            </Link>
          </TextLink>
        </li>
      </ul>
    </section>
  );
}
