import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '@marketplace/api-client/errors';
import { Button } from '@marketplace/shared-ui/button';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useErrorText } from '../../../lib/form-errors';
import { minorToInput } from '@marketplace/shared-ui/money';
import { useSetServicePrice } from '../api/use-admin-services';
import { type PriceFormInput, type PriceFormOutput, priceFormSchema, priceFormValues, toPriceBody } from '../domain/price-form-schema';
import styles from './service-prices.module.css';

export interface PriceTarget {
  serviceId: string;
  serviceName: string;
  marketId: string;
  marketName: string;
  currency: string;
  /** Null when the service has no price there yet. */
  priceMinor: number | null;
  active: boolean;
}

/** One market's price and on/off for one service, typed in major units and saved on its own. */
export function PriceForm({ target }: { target: PriceTarget }) {
  const intl = useIntl();
  const { locale } = intl;
  const errorText = useErrorText();
  const save = useSetServicePrice(target.serviceId, target.marketId);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const schema = useMemo(() => priceFormSchema(target.currency, locale), [target.currency, locale]);
  const { priceMinor, active, currency } = target;
  const { register, control, handleSubmit, formState, reset } = useForm<PriceFormInput, unknown, PriceFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: priceFormValues(priceMinor, priceMinor === null ? true : active, currency, locale),
  });
  // What was saved (read back from the API) becomes what the form starts from; its message stays.
  useEffect(() => reset(priceFormValues(priceMinor, priceMinor === null ? true : active, currency, locale)), [priceMinor, active, currency, locale, reset]);
  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await save.mutateAsync(toPriceBody(values));
      setResult({ ok: true, text: intl.formatMessage({ id: 'market.admin-prices.saved', defaultMessage: 'Saved' }) });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    }
  });
  const where = { service: target.serviceName, market: target.marketName };
  return (
    <form className={styles.priceForm} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'market.admin-prices.form', defaultMessage: 'Price of {service} in {market}' }, where)}>
      <TextField
        label={intl.formatMessage({ id: 'market.admin-prices.price', defaultMessage: 'Price ({currency})' }, { currency: target.currency })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        error={errorText(formState.errors.price?.message, { example: minorToInput(4550, currency, locale) })}
        {...register('price')}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox
            label={intl.formatMessage({ id: 'market.admin-prices.offered', defaultMessage: 'Offered' })}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            ref={field.ref}
          />
        )}
      />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting} aria-label={intl.formatMessage({ id: 'market.admin-prices.save-label', defaultMessage: 'Save the price of {service} in {market}' }, where)}>
        <FormattedMessage id="market.admin-prices.save" defaultMessage="Save" />
      </Button>
      {result && (
        <span role={result.ok ? 'status' : 'alert'} className={result.ok ? undefined : styles.error}>
          {result.text}
        </span>
      )}
    </form>
  );
}
