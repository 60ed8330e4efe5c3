import { useIntl } from 'react-intl';
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
import { PRICES_FOR_NEW_BOOKINGS, ServicePrices } from './service-prices';
import styles from './service-prices.module.css';

function ServiceEntry({ service, markets }: { service: AdminService; markets: readonly AdminMarket[] }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const { toast } = useToast();
  const headingId = `service-${service.id}`;
  return (
    <section className={styles.service} aria-labelledby={headingId}>
      <h2 id={headingId}>{service.name}</h2>
      <p className={styles.meta}>
        {service.unit === 'hour' ? 'Per hour' : 'Per job'} · {durationText(intl, service.defaultDurationMinutes)} by default · id {service.id}
      </p>
      {service.description && <p>{service.description}</p>}
      {editing ? (
        <ServiceForm
          service={service}
          onDone={(saved) => {
            setEditing(false);
            toast({ title: `${saved.name} saved`, tone: 'success' });
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${service.name}`}>
            Edit
          </Button>
        </div>
      )}
      <ServicePrices service={service} markets={markets} />
    </section>
  );
}

/** The catalogue: add a service, change one, and price each in every market (docs/admin-markets.md, "Prices"). */
export function ServiceCatalogue() {
  const services = useAdminServices(1);
  const markets = useAdminMarkets(1);
  const [adding, setAdding] = useState(false);
  const { toast } = useToast();
  const failed = services.error ?? markets.error;
  if (failed) return <Alert tone="danger">{errorMessage(failed)}</Alert>;
  return (
    <div className={styles.list}>
      <p className={styles.meta}>{PRICES_FOR_NEW_BOOKINGS}</p>
      {adding ? (
        <ServiceForm
          onDone={(saved) => {
            setAdding(false);
            toast({ title: `${saved.name} added`, description: 'Price it in the markets that offer it.', tone: 'success' });
          }}
        />
      ) : (
        <div>
          <Button onClick={() => setAdding(true)}>New service</Button>
        </div>
      )}
      {services.data && markets.data ? services.data.services.map((service) => <ServiceEntry key={service.id} service={service} markets={markets.data.markets} />) : <p>Loading…</p>}
    </div>
  );
}
