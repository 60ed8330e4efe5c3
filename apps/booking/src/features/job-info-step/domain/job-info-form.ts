import { defineMessages, type IntlShape } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { jobInfoSchema, jobSizeSchema } from '@marketplace/contracts';
import { isDescriptionLongEnough, minDescriptionLength } from '../../../lib/rich-text';

/** Most characters of text in the editor: with its markup it stays well under the API's 20,000. */
export const descriptionMaxLength = 4000;

/**
 * The API's job-info schema, plus what a useful description needs and friendlier messages, in
 * the page's language: the booking app builds its own form schemas with the react-intl object
 * (the contract's own messages are the contracts package's).
 */
export const jobInfoFormSchema = (intl: IntlShape) =>
  z.extend(jobInfoSchema, {
    descriptionHtml: jobInfoSchema.shape.descriptionHtml.check(
      z.refine(isDescriptionLongEnough, {
        message: intl.formatMessage(
          { id: 'booking.job-info.description-short', defaultMessage: 'Describe the job in at least {count, plural, one {# character} other {# characters}}' },
          { count: minDescriptionLength },
        ),
      }),
    ),
    size: z.enum(jobSizeSchema.options, { error: intl.formatMessage({ id: 'booking.job-info.size-missing', defaultMessage: 'Choose how big the job is' }) }),
  });

export type JobInfoFormSchema = ReturnType<typeof jobInfoFormSchema>;

type JobSize = z.infer<typeof jobSizeSchema>;

const sizeWords = defineMessages({
  small: { id: 'booking.job-info.size-small', defaultMessage: 'Small' },
  smallDescription: { id: 'booking.job-info.size-small-description', defaultMessage: 'A quick job: one room or a few items, up to about 2 hours.' },
  medium: { id: 'booking.job-info.size-medium', defaultMessage: 'Medium' },
  mediumDescription: { id: 'booking.job-info.size-medium-description', defaultMessage: 'Half a day: a few rooms or several items.' },
  large: { id: 'booking.job-info.size-large', defaultMessage: 'Large' },
  largeDescription: { id: 'booking.job-info.size-large-description', defaultMessage: 'A big job: a whole home, or many items or rooms.' },
});

/** The three sizes as radio options, in the page's language. */
export const sizeOptions = (intl: IntlShape): Array<{ value: JobSize; label: string; description: string }> => [
  { value: 'small', label: intl.formatMessage(sizeWords.small), description: intl.formatMessage(sizeWords.smallDescription) },
  { value: 'medium', label: intl.formatMessage(sizeWords.medium), description: intl.formatMessage(sizeWords.mediumDescription) },
  { value: 'large', label: intl.formatMessage(sizeWords.large), description: intl.formatMessage(sizeWords.largeDescription) },
];
