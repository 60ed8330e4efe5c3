import { type FormEvent, useState } from 'react';
import { insightPeriodQuerySchema, type InsightPeriod } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextField } from '@marketplace/shared-ui/text-field';
import type { PeriodChoice } from '../api/period-params';
import styles from './kpi-panel.module.css';

const options: { value: InsightPeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'custom', label: 'Custom' },
];

/** Today, 7 days, 30 days, or two dates of the market's calendar (shown once "Custom" is picked). */
export function PeriodChooser({ value, onChange, timeZone }: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void; timeZone: string }) {
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
      <RadioGroup label="Period" orientation="horizontal" value={mode} onValueChange={pick} options={options} />
      {mode === 'custom' && (
        <form className={styles.customForm} onSubmit={applyCustom} noValidate aria-label="Custom period">
          <TextField label="First day" type="date" name="from" defaultValue={value.from} error={errors.from} hint={`In ${timeZone}`} />
          <TextField label="Last day" type="date" name="to" defaultValue={value.to} error={errors.to} hint="At most 366 days" />
          <Button type="submit">Show</Button>
        </form>
      )}
    </div>
  );
}
