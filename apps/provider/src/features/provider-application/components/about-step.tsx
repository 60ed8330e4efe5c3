import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { applicationDraftSchema } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { NumberField } from '@marketplace/shared-ui/number-field';
import { RichTextEditor } from '@marketplace/shared-ui/rich-text-editor';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useSaveApplication } from '../api/use-application';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** The step's own checks speak the page's language: the schema is built with its intl. */
const aboutSchema = (intl: IntlShape) =>
  z.object({
    displayName: applicationDraftSchema.shape.displayName.def.innerType,
    experienceYears: z.pipe(
      z.coerce.number<string | number>(intl.formatMessage({ id: 'provider.apply.about.years-not-number', defaultMessage: 'Enter a number of years' })),
      applicationDraftSchema.shape.experienceYears.def.innerType,
    ),
    aboutHtml: applicationDraftSchema.shape.aboutHtml.def.innerType.check(
      z.refine(
        (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
        intl.formatMessage({ id: 'provider.apply.about.about-empty', defaultMessage: 'Tell customers about your experience' }),
      ),
    ),
  });

/** Step 3: the name customers see, years of experience and a rich-text "about you" (the profile's bio). */
export function AboutStep({ application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const intl = useIntl();
  const schema = useMemo(() => aboutSchema(intl), [intl]);
  const save = useSaveApplication(application.id);
  const { form, onSubmit, formError } = useStepForm(
    schema,
    { displayName: application.displayName ?? '', experienceYears: application.experienceYears ?? '', aboutHtml: application.aboutHtml },
    (values) => save.mutateAsync(values),
    onDone,
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'provider.apply.step.about', defaultMessage: 'Experience and about you' })}>
      <FormLayout>
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.not-saved', defaultMessage: 'Not saved' })}>
            {formError}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'provider.apply.about.display-name', defaultMessage: 'Name customers see' })}
          required maxLength={80} autoComplete="name" error={errors.displayName?.message} {...personalDataProps} {...form.register('displayName')} />
        <NumberField
          label={intl.formatMessage({ id: 'provider.apply.about.years', defaultMessage: 'Years of experience' })}
          required min={0} max={80} inputMode="numeric" error={errors.experienceYears?.message} {...form.register('experienceYears')} />
        <Controller
          control={form.control}
          name="aboutHtml"
          render={({ field, fieldState }) => (
            <div {...personalDataProps}>
              <RichTextEditor
                label={intl.formatMessage({ id: 'provider.apply.about.about', defaultMessage: 'About you' })}
                hint={intl.formatMessage({
                  id: 'provider.apply.about.about-hint',
                  defaultMessage: "Your experience, what you do best, what customers can expect. It becomes your profile's bio.",
                })}
                maxLength={4000}
                error={fieldState.error?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </div>
          )}
        />
      </FormLayout>
      <StepActions pending={form.formState.isSubmitting} onBack={onBack} />
    </form>
  );
}
