import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { Fieldset } from '@marketplace/shared-ui/form-layout';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextField } from '@marketplace/shared-ui/text-field';
import { currencyOptions, type NewMarketFormInput, timeZoneOptions } from '../domain/market-form-schema';

/**
 * What a market is called and where it is. The slug and the currency are chosen once (jobs, prices
 * and invoices are in that currency; every address has the slug): `fixed` shows them read-only.
 */
export function MarketIdentityFields({ fixed }: { fixed?: { id: string; currency: string } }) {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<NewMarketFormInput>();
  // A zone the runtime lists under another name (an alias) stays choosable as it is.
  const zones = useMemo(() => timeZoneOptions(getValues('timeZone')), [getValues]);
  const currencies = useMemo(() => currencyOptions(), []);
  return (
    <Fieldset legend="Market">
      {fixed ? (
        <TextField label="Slug" value={fixed.id} readOnly hint="In every address of the market; it cannot change." />
      ) : (
        <TextField
          label="Slug"
          hint="Lower-case letters, digits and dashes, e.g. toronto. In every address of the market (/market/toronto); it cannot change later."
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          error={errors.id?.message}
          {...register('id')}
        />
      )}
      <TextField label="Name" maxLength={100} required error={errors.name?.message} {...register('name')} />
      <SelectField label="Time zone" placeholder="Choose a time zone" options={zones} hint="Every time in the market is shown in it." required error={errors.timeZone?.message} {...register('timeZone')} />
      {fixed ? (
        <TextField label="Currency" value={fixed.currency} readOnly hint="Prices, jobs and invoices are in it; it cannot change." />
      ) : (
        <SelectField label="Currency" placeholder="Choose a currency" options={currencies} hint="Prices, jobs and invoices are in it; it cannot change later." required error={errors.currency?.message} {...register('currency')} />
      )}
      <TextField label="Service area" hint="How customers would describe it, e.g. Toronto and the inner suburbs." maxLength={200} required error={errors.serviceArea?.message} {...register('serviceArea')} />
    </Fieldset>
  );
}
