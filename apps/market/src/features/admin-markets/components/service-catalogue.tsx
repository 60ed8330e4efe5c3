import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import type { AdminMarket, AdminService } from '@marketplace/contracts';
import { durationText } from '@marketplace/domain-text/quantities';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useToast } from '@marketplace/shared-ui/toast';
import { useAdminMarkets } from '../api/use-admin-markets';
import { useAdminServices } from '../api/use-admin-services';
import { ServiceForm } from './service-form';
import { priceMessages, ServicePrices } from './service-prices';
import styles from './service-prices.module.css';

function ServiceEntry({ service, markets }: { service: AdminService; markets: readonly AdminMarket[] }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const { toast } = useToast();
  const headingId = `service-${service.id}`;
  return (
    <section className={styles.service} aria-labelledby={headingId}>
      <h2 id={headingId} translate="no">
        {service.name}
      </h2>
      <p className={styles.meta}>
        <FormattedMessage
          id="market.admin-services.meta"
          defaultMessage="{unit, select, hour {Per hour} other {Per job}} · {duration} by default · id {id}"
          values={{ unit: service.unit, duration: durationText(intl, service.defaultDurationMinutes), id: <span translate="no">{service.id}</span> }}
        />
      </p>
      {service.description && <p translate="no">{service.description}</p>}
      {editing ? (
        <ServiceForm
          service={service}
          onDone={(saved) => {
            setEditing(false);
            toast({ title: intl.formatMessage({ id: 'market.admin-services.saved', defaultMessage: '{service} saved' }, { service: saved.name }), tone: 'success' });
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={intl.formatMessage({ id: 'market.admin-services.edit-name', defaultMessage: 'Edit {service}' }, { service: service.name })}>
            <FormattedMessage id="market.admin-services.edit" defaultMessage="Edit" />
          </Button>
        </div>
      )}
      <ServicePrices service={service} markets={markets} />
    </section>
  );
}

/** The catalogue: add a service, change one, and price each in every market (docs/admin-markets.md, "Prices"). */
export function ServiceCatalogue() {
  const intl = useIntl();
  const services = useAdminServices(1);
  const markets = useAdminMarkets(1);
  const [adding, setAdding] = useState(false);
  const { toast } = useToast();
  const failed = services.error ?? markets.error;
  if (failed) return <Alert tone="danger">{errorMessage(failed)}</Alert>;
  return (
    <div className={styles.list}>
      <p className={styles.meta}>
        <FormattedMessage {...priceMessages.forNewBookings} />
      </p>
      {adding ? (
        <ServiceForm
          onDone={(saved) => {
            setAdding(false);
            toast({
              title: intl.formatMessage({ id: 'market.admin-services.added', defaultMessage: '{service} added' }, { service: saved.name }),
              description: intl.formatMessage({ id: 'market.admin-services.added-hint', defaultMessage: 'Price it in the markets that offer it.' }),
              tone: 'success',
            });
          }}
        />
      ) : (
        <div>
          <Button onClick={() => setAdding(true)}>
            <FormattedMessage id="market.admin-services.new" defaultMessage="New service" />
          </Button>
        </div>
      )}
      {services.data && markets.data ? (
        services.data.services.map((service) => <ServiceEntry key={service.id} service={service} markets={markets.data.markets} />)
      ) : (
        <p>
          <FormattedMessage id="market.admin-services.loading" defaultMessage="Loading…" />
        </p>
      )}
    </div>
  );
}
