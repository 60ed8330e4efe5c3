import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '@marketplace/api-client/errors';
import { Button } from '@marketplace/shared-ui/button';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { TextField } from '@marketplace/shared-ui/text-field';
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
  const save = useSetServicePrice(target.serviceId, target.marketId);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const schema = useMemo(() => priceFormSchema(target.currency), [target.currency]);
  const { priceMinor, active, currency } = target;
  const { register, control, handleSubmit, formState, reset } = useForm<PriceFormInput, unknown, PriceFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: priceFormValues(priceMinor, priceMinor === null ? true : active, currency),
  });
  // What was saved (read back from the API) becomes what the form starts from; its message stays.
  useEffect(() => reset(priceFormValues(priceMinor, priceMinor === null ? true : active, currency)), [priceMinor, active, currency, reset]);
  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await save.mutateAsync(toPriceBody(values));
      setResult({ ok: true, text: 'Saved' });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    }
  });
  const where = `${target.serviceName} in ${target.marketName}`;
  return (
    <form className={styles.priceForm} onSubmit={onSubmit} noValidate aria-label={`Price of ${where}`}>
      <TextField label={`Price (${target.currency})`} inputMode="decimal" autoComplete="off" maxLength={20} error={formState.errors.price?.message} {...register('price')} />
      <Controller control={control} name="active" render={({ field }) => <Checkbox label="Offered" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} ref={field.ref} />} />
      <Button type="submit" variant="secondary" disabled={formState.isSubmitting} aria-label={`Save the price of ${where}`}>
        Save
      </Button>
      {result && (
        <span role={result.ok ? 'status' : 'alert'} className={result.ok ? undefined : styles.error}>
          {result.text}
        </span>
      )}
    </form>
  );
}
