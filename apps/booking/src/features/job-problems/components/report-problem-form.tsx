import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { problemReasons, reportProblemSchema } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useReportProblem } from '../api/use-job-problems';

const fields = ['reason', 'description'] as const;

export const reasonLabels = defineMessages({
  not_done: { id: 'booking.problems.reason.not-done', defaultMessage: 'The work was not done' },
  poor_quality: { id: 'booking.problems.reason.poor-quality', defaultMessage: 'Poor quality' },
  damage: { id: 'booking.problems.reason.damage', defaultMessage: 'Something was damaged' },
  late_or_no_show: { id: 'booking.problems.reason.late-or-no-show', defaultMessage: 'Late or did not come' },
  overcharged: { id: 'booking.problems.reason.overcharged', defaultMessage: 'Charged too much' },
  other: { id: 'booking.problems.reason.other', defaultMessage: 'Something else' },
});

/** "Report a problem" (docs/problems.md): a reason and what went wrong; the market team takes it from there. */
export function ReportProblemForm({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const report = useReportProblem(jobId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof reportProblemSchema>, unknown, z.output<typeof reportProblemSchema>>({
    resolver: zodResolver(reportProblemSchema),
    defaultValues: { reason: 'poor_quality', description: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await report.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'booking.problems.form-label', defaultMessage: 'Report a problem' })}>
      <FormLayout>
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'booking.problems.not-sent', defaultMessage: 'Your report was not sent' })}>
            {formError}
          </Alert>
        )}
        <SelectField
          label={intl.formatMessage({ id: 'booking.problems.reason', defaultMessage: 'What went wrong?' })}
          required
          options={problemReasons.map((reason) => ({ value: reason, label: intl.formatMessage(reasonLabels[reason]) }))}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <TextArea
          data-personal
          label={intl.formatMessage({ id: 'booking.problems.description', defaultMessage: 'Describe it' })}
          hint={intl.formatMessage({ id: 'booking.problems.description-hint', defaultMessage: 'The provider and the market team read it.' })}
          required
          maxLength={2000}
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
      </FormLayout>
      <FormActions>
        <Button type="submit" loading={formState.isSubmitting}>
          <FormattedMessage id="booking.problems.send" defaultMessage="Report the problem" />
        </Button>
      </FormActions>
    </form>
  );
}
