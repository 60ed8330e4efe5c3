import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketDetail } from '@marketplace/contracts';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Card } from '@marketplace/shared-ui/card';
import { useMarketSettings } from '../api/use-market-settings';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';
import styles from './settings-panel.module.css';

/** The dashboard's Settings tab: the market's settings, then who changed what when. */
export default function SettingsPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const settings = useMarketSettings(market.id);
  return (
    <div className={styles.panel}>
      <Card as="section" aria-labelledby="settings-title">
        <h2 id="settings-title">
          <FormattedMessage id="market.settings.title" defaultMessage="Settings of {market}" values={{ market: <span translate="no">{market.name}</span> }} />
        </h2>
        <QueryScreen
          query={settings}
          loading={intl.formatMessage({ id: 'market.settings.loading', defaultMessage: 'Loading the settings…' })}
          failed={intl.formatMessage({ id: 'market.settings.failed', defaultMessage: 'We could not load the settings' })}
          notFound="This market has no settings"
        >
          {(data) => <SettingsForm market={market} settings={data} onReload={() => settings.refetch()} />}
        </QueryScreen>
      </Card>
      <SettingsHistory market={market} />
    </div>
  );
}
