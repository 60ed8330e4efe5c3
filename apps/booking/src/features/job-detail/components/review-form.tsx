import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { reviewSchema } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useReviewJob } from '../api/use-review-job';

const fields = ['rating', 'comment'] as const;

const ratingLabels = defineMessages({
  1: { id: 'booking.review-form.rating-1', defaultMessage: '1 – Poor' },
  2: { id: 'booking.review-form.rating-2', defaultMessage: '2 – Fair' },
  3: { id: 'booking.review-form.rating-3', defaultMessage: '3 – Good' },
  4: { id: 'booking.review-form.rating-4', defaultMessage: '4 – Very good' },
  5: { id: 'booking.review-form.rating-5', defaultMessage: '5 – Excellent' },
});

/** 1–5 and an optional comment, once the job is done; the page then shows the review. */
export function ReviewForm({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const review = useReviewJob(jobId);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<z.input<typeof reviewSchema>, unknown, z.output<typeof reviewSchema>>({
    resolver: zodResolver(reviewSchema),
    // 0 is no rating yet: the schema answers it with "Choose 1 to 5 stars".
    defaultValues: { rating: 0, comment: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await review.mutateAsync(values);
      toast({ title: intl.formatMessage({ id: 'booking.review-form.thanks', defaultMessage: 'Thank you for your feedback' }), tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'booking.review-form.label', defaultMessage: 'Rate this job' })}>
      <FormLayout>
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'booking.review-form.not-sent', defaultMessage: 'Your feedback was not sent' })}>
            {formError}
          </Alert>
        )}
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <RadioGroup
              // On an error, react-hook-form focuses the field: here the first radio button.
              ref={(group) => field.ref(group && { focus: () => group.querySelector<HTMLElement>('[role="radio"]')?.focus() })}
              label={intl.formatMessage({ id: 'booking.review-form.how', defaultMessage: 'How did it go?' })}
              hint={intl.formatMessage({ id: 'booking.review-form.how-hint', defaultMessage: '1 is poor, 5 is excellent.' })}
              required
              orientation="horizontal"
              options={([1, 2, 3, 4, 5] as const).map((rating) => ({ value: String(rating), label: intl.formatMessage(ratingLabels[rating]) }))}
              value={field.value ? String(field.value) : ''}
              onValueChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              error={errors.rating?.message}
            />
          )}
        />
        <TextArea
          label={intl.formatMessage({ id: 'booking.review-form.comment', defaultMessage: 'Anything to add? (optional)' })}
          hint={intl.formatMessage({ id: 'booking.review-form.comment-hint', defaultMessage: 'Other customers may see it on the provider’s profile.' })}
          maxLength={2000}
          rows={3}
          error={errors.comment?.message}
          {...register('comment')}
        />
      </FormLayout>
      <FormActions>
        <Button type="submit" loading={formState.isSubmitting}>
          <FormattedMessage id="booking.review-form.send" defaultMessage="Send feedback" />
        </Button>
      </FormActions>
    </form>
  );
}
