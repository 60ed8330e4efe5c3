import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { problemLimits, problemReasons, type ProblemStepRequest, problemStepRequestSchema, type ReportProblemRequest, reportProblemSchema } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useAddProblemStep, useReportProblem } from './problems-api';
import { reasonText } from './problem-words';
import { PhotoPicker } from '../photo-picker';
import styles from './problem-case-panel.module.css';

/**
 * The customer's report (docs/problems.md): a reason and what went wrong, checked with the
 * contract's schema, and up to six photos, sent to the case once it is open (`onReported`).
 */
export function ReportProblemForm({ jobId, onCancel, onReported }: { jobId: string; onCancel: () => void; onReported: (photos: File[]) => void }) {
  const intl = useIntl();
  const report = useReportProblem(jobId);
  const [problem, setProblem] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ReportProblemRequest, unknown, ReportProblemRequest>({
    resolver: zodResolver(reportProblemSchema),
    defaultValues: { reason: undefined, description: '' },
  });
  // Opened by "Report a problem": the keyboard and the screen reader continue in the form.
  useEffect(() => setFocus('reason'), [setFocus]);
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await report.mutateAsync(values);
      onReported(photos);
    } catch (error) {
      setProblem(applyServerErrors(error, ['reason', 'description'], setError, intl));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'job-ui.problems.report-form', defaultMessage: 'Report a problem' })} className={styles.form}>
      <SelectField
        label={intl.formatMessage({ id: 'job-ui.problems.reason', defaultMessage: 'What went wrong?' })}
        placeholder={intl.formatMessage({ id: 'job-ui.problems.reason-placeholder', defaultMessage: 'Choose a reason' })}
        options={problemReasons.map((reason) => ({ value: reason, label: reasonText(intl, reason) }))}
        required
        error={formState.errors.reason ? intl.formatMessage({ id: 'job-ui.problems.reason-required', defaultMessage: 'Choose what went wrong' }) : undefined}
        {...register('reason')}
      />
      <TextArea
        rows={4}
        maxLength={problemLimits.descriptionMax}
        required
        label={intl.formatMessage({ id: 'job-ui.problems.description', defaultMessage: 'Describe the problem' })}
        hint={intl.formatMessage({ id: 'job-ui.problems.description-hint', defaultMessage: 'The provider and the market team see it. Up to 2000 characters.' })}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <div className={styles.stack}>
        <div className={styles.actions}>
          <PhotoPicker
            label={intl.formatMessage({ id: 'job-ui.problems.choose-photos', defaultMessage: 'Add photos (optional)' })}
            disabled={photos.length >= problemLimits.photosPerCase}
            onFiles={(chosen) => setPhotos((current) => [...current, ...chosen].slice(0, problemLimits.photosPerCase))}
          />
        </div>
        <p className={styles.when}>
          <FormattedMessage id="job-ui.problems.photos-hint" defaultMessage="Up to {count} photos (JPEG, PNG or WebP). The provider and the market team see them." values={{ count: problemLimits.photosPerCase }} />
        </p>
        {photos.length > 0 && (
          <ul className={styles.chosen} aria-label={intl.formatMessage({ id: 'job-ui.problems.chosen-photos', defaultMessage: 'Photos to send with the report' })}>
            {photos.map((photo, index) => (
              <li key={`${photo.name}-${index}`}>
                {photo.name}{' '}
                <Button type="button" size="sm" variant="ghost" onClick={() => setPhotos((current) => current.filter((_, other) => other !== index))}>
                  <FormattedMessage id="job-ui.problems.remove-photo" defaultMessage="Remove {name}" values={{ name: photo.name }} />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={report.isPending}>
          <FormattedMessage id="job-ui.problems.send-report" defaultMessage="Send the report" />
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <FormattedMessage id="job-ui.problems.cancel" defaultMessage="Cancel" />
        </Button>
      </div>
    </form>
  );
}

export interface ProblemStepFormProps {
  jobId: string;
  problemId: string;
  kind: ProblemStepRequest['kind'];
  /** The box's label ("Your answer", "Ask the provider", …). */
  label: string;
  submitLabel: string;
  onDone?: () => void;
}

/** One step on a case: the customer's or provider's answer, or the market team's question to one side. */
export function ProblemStepForm({ jobId, problemId, kind, label, submitLabel, onDone }: ProblemStepFormProps) {
  const intl = useIntl();
  const addStep = useAddProblemStep(jobId, problemId);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ProblemStepRequest, unknown, ProblemStepRequest>({
    resolver: zodResolver(problemStepRequestSchema),
    defaultValues: { kind, body: '' },
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await addStep.mutateAsync({ kind, body: values.body });
      reset({ kind, body: '' });
      onDone?.();
    } catch (error) {
      setProblem(applyServerErrors(error, ['body'], setError, intl));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className={styles.form}>
      <TextArea rows={3} maxLength={problemLimits.stepMax} required label={label} error={formState.errors.body?.message} {...register('body')} />
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={addStep.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
