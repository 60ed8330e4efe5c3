import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { insightPeriodQuerySchema, type InsightPeriod } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextField } from '@marketplace/shared-ui/text-field';
import type { PeriodChoice } from '../api/period-params';
import styles from './kpi-panel.module.css';

const periodLabels = defineMessages({
  today: { id: 'market.kpi-period.today', defaultMessage: 'Today' },
  '7d': { id: 'market.kpi-period.7d', defaultMessage: '7 days' },
  '30d': { id: 'market.kpi-period.30d', defaultMessage: '30 days' },
  custom: { id: 'market.kpi-period.custom', defaultMessage: 'Custom' },
});
const periods: InsightPeriod[] = ['today', '7d', '30d', 'custom'];

/** Today, 7 days, 30 days, or two dates of the market's calendar (shown once "Custom" is picked). */
export function PeriodChooser({ value, onChange, timeZone }: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void; timeZone: string }) {
  const intl = useIntl();
  const options = periods.map((period) => ({ value: period, label: intl.formatMessage(periodLabels[period]) }));
  // "Custom" is picked here before its dates reach the URL; otherwise the URL's period is shown.
  const [picked, setPicked] = useState<InsightPeriod | null>(null);
  const mode = picked ?? value.period;
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const pick = (next: string) => {
    const period = next as InsightPeriod;
    setErrors({});
    setPicked(period === 'custom' ? period : null);
    if (period !== 'custom') onChange({ period });
  };
  const applyCustom = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = insightPeriodQuerySchema.safeParse({ period: 'custom', from: form.get('from') || undefined, to: form.get('to') || undefined });
    if (!result.success) {
      const found: { from?: string; to?: string } = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setPicked(null);
    onChange({ period: 'custom', from: result.data.from, to: result.data.to });
  };

  return (
    <div className={styles.chooser}>
      <RadioGroup label={intl.formatMessage({ id: 'market.kpi-period.label', defaultMessage: 'Period' })} orientation="horizontal" value={mode} onValueChange={pick} options={options} />
      {mode === 'custom' && (
        <form className={styles.customForm} onSubmit={applyCustom} noValidate aria-label={intl.formatMessage({ id: 'market.kpi-period.custom-form', defaultMessage: 'Custom period' })}>
          <TextField
            label={intl.formatMessage({ id: 'market.kpi-period.first-day', defaultMessage: 'First day' })}
            type="date"
            name="from"
            defaultValue={value.from}
            error={errors.from}
            hint={intl.formatMessage({ id: 'market.kpi-period.in-zone', defaultMessage: 'In {timeZone}' }, { timeZone })}
          />
          <TextField
            label={intl.formatMessage({ id: 'market.kpi-period.last-day', defaultMessage: 'Last day' })}
            type="date"
            name="to"
            defaultValue={value.to}
            error={errors.to}
            hint={intl.formatMessage({ id: 'market.kpi-period.at-most', defaultMessage: 'At most 366 days' })}
          />
          <Button type="submit">
            <FormattedMessage id="market.kpi-period.show" defaultMessage="Show" />
          </Button>
        </form>
      )}
    </div>
  );
}
