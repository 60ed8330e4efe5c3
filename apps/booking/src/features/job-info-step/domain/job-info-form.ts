import { z } from '@marketplace/contracts/zod';
import { jobInfoSchema, jobSizeSchema } from '@marketplace/contracts';
import { isDescriptionLongEnough, minDescriptionLength } from '../../../lib/rich-text';

/** Most characters of text in the editor: with its markup it stays well under the API's 20,000. */
export const descriptionMaxLength = 4000;

/** The API's job-info schema, plus what a useful description needs and friendlier messages. */
export const jobInfoFormSchema = z.extend(jobInfoSchema, {
  descriptionHtml: jobInfoSchema.shape.descriptionHtml.check(z.refine(isDescriptionLongEnough, {
    message: `Describe the job in at least ${minDescriptionLength} characters`,
  })),
  size: z.enum(jobSizeSchema.options, { error: 'Choose how big the job is' }),
});

export const sizeOptions = [
  { value: 'small', label: 'Small', description: 'A quick job: one room or a few items, up to about 2 hours.' },
  { value: 'medium', label: 'Medium', description: 'Half a day: a few rooms or several items.' },
  { value: 'large', label: 'Large', description: 'A big job: a whole home, or many items or rooms.' },
] as const satisfies ReadonlyArray<{ value: z.infer<typeof jobSizeSchema>; label: string; description: string }>;
