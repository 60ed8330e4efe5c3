import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MarketDetail, ServiceOffer } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/shared-ui/money';
import { NumberField } from '@marketplace/shared-ui/number-field';
import type { ServicesFormValues } from '../domain/services-form';
import styles from './services-step.module.css';
import { issueMessage } from '@marketplace/contracts/messages';

interface ServiceListProps {
  market: MarketDetail;
  register: UseFormRegister<ServicesFormValues>;
  errors: FieldErrors<ServicesFormValues>;
}

const priceText = (intl: IntlShape, offer: ServiceOffer, currency: string) =>
  intl.formatMessage(
    { id: 'booking.services.price', defaultMessage: '{price} {unit, select, hour {per hour} other {per job}}' },
    { price: formatMoney(offer.priceMinor, currency, intl.locale), unit: offer.unit },
  );

/** Every service of the market with its price and a quantity field (hours, or how many). */
export function ServiceList({ market, register, errors }: ServiceListProps) {
  const intl = useIntl();
  // The contract's message id, worded in the page's language (docs/languages.md).
  const problemId = errors.root?.services?.message;
  const problem = problemId ? issueMessage(problemId, (descriptor, values) => intl.formatMessage(descriptor, values)) : undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={problem ? 'services-error' : 'services-hint'}>
      <legend className={styles.legend}>
        <FormattedMessage id="booking.services.legend" defaultMessage="Services in <data>{market}</data>" values={{ market: market.name, data: (chunks) => <span translate="no">{chunks}</span> }} />
      </legend>
      <p id="services-hint" className={styles.hint}>
        <FormattedMessage id="booking.services.hint" defaultMessage="Enter the hours or how many you need; leave 0 for services you don’t need." />
      </p>
      <ul className={styles.services}>
        {market.services.map((offer) => (
          <li key={offer.id} className={styles.service}>
            <NumberField
              label={offer.name}
              hint={
                <>
                  <span translate="no">{offer.description}</span> <strong className={styles.price}>{priceText(intl, offer, market.currency)}</strong>
                </>
              }
              unit={offer.unit === 'hour' ? intl.formatMessage({ id: 'booking.services.unit-hours', defaultMessage: 'hours' }) : intl.formatMessage({ id: 'booking.services.unit-jobs', defaultMessage: 'jobs' })}
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
