import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Fieldset } from '@marketplace/shared-ui/form-layout';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useErrorText } from '../../../lib/form-errors';
import { currencyOptions, languageOptions, type NewMarketFormInput, timeZoneOptions } from '../domain/market-form-schema';

/**
 * What a market is called, where it is and the language it speaks (docs/languages.md: the default
 * for visitors who ask for none and for messages to people who never chose). The slug and the
 * currency are chosen once (jobs, prices and invoices are in that currency; every address has the
 * slug): `fixed` shows them read-only.
 */
export function MarketIdentityFields({ fixed }: { fixed?: { id: string; currency: string } }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<NewMarketFormInput>();
  // A zone the runtime lists under another name (an alias) stays choosable as it is.
  const zones = useMemo(() => timeZoneOptions(getValues('timeZone')), [getValues]);
  const currencies = useMemo(() => currencyOptions(intl.locale), [intl.locale]);
  const languages = useMemo(() => languageOptions(), []);
  const slug = intl.formatMessage({ id: 'market.admin-market.slug', defaultMessage: 'Slug' });
  const currency = intl.formatMessage({ id: 'market.admin-market.currency', defaultMessage: 'Currency' });
  return (
    <Fieldset legend={intl.formatMessage({ id: 'market.admin-market.identity', defaultMessage: 'Market' })}>
      {fixed ? (
        <TextField label={slug} value={fixed.id} readOnly hint={intl.formatMessage({ id: 'market.admin-market.slug-fixed-hint', defaultMessage: 'In every address of the market; it cannot change.' })} />
      ) : (
        <TextField
          label={slug}
          hint={intl.formatMessage({
            id: 'market.admin-market.slug-hint',
            defaultMessage: 'Lower-case letters, digits and dashes, e.g. toronto. In every address of the market (/market/toronto); it cannot change later.',
          })}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          error={errorText(errors.id?.message)}
          {...register('id')}
        />
      )}
      <TextField label={intl.formatMessage({ id: 'market.admin-market.name', defaultMessage: 'Name' })} maxLength={100} required error={errorText(errors.name?.message)} {...register('name')} />
      <SelectField
        label={intl.formatMessage({ id: 'market.admin-market.time-zone', defaultMessage: 'Time zone' })}
        placeholder={intl.formatMessage({ id: 'market.admin-market.choose-time-zone', defaultMessage: 'Choose a time zone' })}
        options={zones}
        hint={intl.formatMessage({ id: 'market.admin-market.time-zone-hint', defaultMessage: 'Every time in the market is shown in it.' })}
        required
        error={errorText(errors.timeZone?.message)}
        {...register('timeZone')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'market.admin-market.language', defaultMessage: 'Language' })}
        options={languages}
        hint={intl.formatMessage({
          id: 'market.admin-market.language-hint',
          defaultMessage: 'What visitors read there unless they chose a language or their browser asks for one; emails and text messages to people who never chose are in it too.',
        })}
        required
        error={errorText(errors.language?.message)}
        {...register('language')}
      />
      {fixed ? (
        <TextField label={currency} value={fixed.currency} readOnly hint={intl.formatMessage({ id: 'market.admin-market.currency-fixed-hint', defaultMessage: 'Prices, jobs and invoices are in it; it cannot change.' })} />
      ) : (
        <SelectField
          label={currency}
          placeholder={intl.formatMessage({ id: 'market.admin-market.choose-currency', defaultMessage: 'Choose a currency' })}
          options={currencies}
          hint={intl.formatMessage({ id: 'market.admin-market.currency-hint', defaultMessage: 'Prices, jobs and invoices are in it; it cannot change later.' })}
          required
          error={errorText(errors.currency?.message)}
          {...register('currency')}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'market.admin-market.service-area', defaultMessage: 'Service area' })}
        hint={intl.formatMessage({ id: 'market.admin-market.service-area-hint', defaultMessage: 'How customers would describe it, e.g. Toronto and the inner suburbs.' })}
        maxLength={200}
        required
        error={errorText(errors.serviceArea?.message)}
        {...register('serviceArea')}
      />
    </Fieldset>
  );
}
