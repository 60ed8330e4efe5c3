import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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

const ratingOptions = [
  { value: '1', label: '1 – Poor' },
  { value: '2', label: '2 – Fair' },
  { value: '3', label: '3 – Good' },
  { value: '4', label: '4 – Very good' },
  { value: '5', label: '5 – Excellent' },
];

/** 1–5 and an optional comment, once the job is done; the page then shows the review. */
export function ReviewForm({ jobId }: { jobId: string }) {
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
      toast({ title: 'Thank you for your feedback', tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Rate this job">
      <FormLayout>
        {formError && (
          <Alert tone="danger" title="Your feedback was not sent">
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
              label="How did it go?"
              hint="1 is poor, 5 is excellent."
              required
              orientation="horizontal"
              options={ratingOptions}
              value={field.value ? String(field.value) : ''}
              onValueChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              error={errors.rating?.message}
            />
          )}
        />
        <TextArea
          label="Anything to add? (optional)"
          hint="Other customers may see it on the provider’s profile."
          maxLength={2000}
          rows={3}
          error={errors.comment?.message}
          {...register('comment')}
        />
      </FormLayout>
      <FormActions>
        <Button type="submit" loading={formState.isSubmitting}>
          Send feedback
        </Button>
      </FormActions>
    </form>
  );
}
