import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { MarketDetail, ServiceOffer } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/shared-ui/money';
import { NumberField } from '@marketplace/shared-ui/number-field';
import type { ServicesFormValues } from '../domain/services-form';
import styles from './services-step.module.css';

interface ServiceListProps {
  market: MarketDetail;
  register: UseFormRegister<ServicesFormValues>;
  errors: FieldErrors<ServicesFormValues>;
}

const priceText = (offer: ServiceOffer, currency: string) => `${formatMoney(offer.priceMinor, currency)} ${offer.unit === 'hour' ? 'per hour' : 'per job'}`;

/** Every service of the market with its price and a quantity field (hours, or how many). */
export function ServiceList({ market, register, errors }: ServiceListProps) {
  const problem = errors.root?.services?.message;
  return (
    <fieldset className={styles.fieldset} aria-describedby={problem ? 'services-error' : 'services-hint'}>
      <legend className={styles.legend}>Services in {market.name}</legend>
      <p id="services-hint" className={styles.hint}>
        Enter the hours or how many you need; leave 0 for services you don’t need.
      </p>
      <ul className={styles.services}>
        {market.services.map((offer) => (
          <li key={offer.id} className={styles.service}>
            <NumberField
              label={offer.name}
              hint={
                <>
                  {offer.description} <strong className={styles.price}>{priceText(offer, market.currency)}</strong>
                </>
              }
              unit={offer.unit === 'hour' ? 'hours' : 'jobs'}
              min={0}
              max={12}
              step={1}
              inputMode="numeric"
              error={errors.quantities?.[offer.id]?.message}
              {...register(`quantities.${offer.id}`, { setValueAs: (value: unknown) => (value === '' ? 0 : Number(value)) })}
            />
          </li>
        ))}
      </ul>
      {problem && (
        <p id="services-error" className={styles.error}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
