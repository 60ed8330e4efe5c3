import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Controller, useForm } from 'react-hook-form';
import type { z } from '@marketplace/contracts/zod';
import type { JobInfo } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { RichTextEditor } from '@marketplace/shared-ui/rich-text-editor';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useServerErrors } from '../../../lib/use-server-errors';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { saveJobInfo } from '../../../stores/booking-draft/draft-updates';
import { descriptionMaxLength, jobInfoFormSchema, sizeOptions, type JobInfoFormSchema } from '../domain/job-info-form';
import styles from './job-info-step.module.css';

type JobInfoInput = z.input<JobInfoFormSchema>;
const fields = ['descriptionHtml', 'accessNotes', 'size'] as const;

export interface JobInfoStepProps {
  renderActions: (pending: boolean) => ReactNode;
  serverErrors?: Record<string, string[]>;
  onDone: () => void;
}

/** Step 3: what the provider needs to know. (Photos come with a later issue: none are asked for here.) */
export function JobInfoStep({ renderActions, serverErrors, onDone }: JobInfoStepProps) {
  const intl = useIntl();
  const schema = useMemo(() => jobInfoFormSchema(intl), [intl]);
  const { jobInfo } = useBookingDraft();
  const { control, register, handleSubmit, setError, formState } = useForm<JobInfoInput, unknown, JobInfo>({
    resolver: zodResolver(schema),
    defaultValues: { descriptionHtml: jobInfo?.descriptionHtml ?? '', accessNotes: jobInfo?.accessNotes ?? '', size: jobInfo?.size },
  });
  useServerErrors(serverErrors, 'jobInfo.', fields, setError);
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    draftStore.update((draft) => saveJobInfo(draft, values));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="step-title" className={styles.form}>
      <Controller
        control={control}
        name="descriptionHtml"
        // The editor is not an <input>, so replay would record what is typed: masked explicitly.
        render={({ field, fieldState }) => (
          <div {...personalDataProps}>
            <RichTextEditor
              label={intl.formatMessage({ id: 'booking.job-info.describe', defaultMessage: 'Describe the job' })}
              hint={intl.formatMessage({ id: 'booking.job-info.describe-hint', defaultMessage: 'What needs doing, where in the home, anything the provider should bring.' })}
              placeholder={intl.formatMessage({ id: 'booking.job-info.describe-placeholder', defaultMessage: 'e.g. Deep clean of the kitchen and two bathrooms; the oven too.' })}
              required
              maxLength={descriptionMaxLength}
              error={fieldState.error?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </div>
        )}
      />
      <TextArea
        label={intl.formatMessage({ id: 'booking.job-info.access-notes', defaultMessage: 'Access notes (optional)' })}
        hint={intl.formatMessage({ id: 'booking.job-info.access-notes-hint', defaultMessage: 'Door codes, parking, pets, which bell to ring.' })}
        maxLength={1000}
        rows={3}
        error={errors.accessNotes?.message}
        {...register('accessNotes')}
      />
      <Controller
        control={control}
        name="size"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={intl.formatMessage({ id: 'booking.job-info.size', defaultMessage: 'How big is the job?' })}
            required
            options={sizeOptions(intl)}
            error={fieldState.error?.message}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            // On an error, react-hook-form focuses the field: here the first radio button.
            ref={(group) => field.ref(group && { focus: () => group.querySelector<HTMLElement>('[role="radio"]')?.focus() })}
          />
        )}
      />
      {renderActions(formState.isSubmitting)}
    </form>
  );
}
