import { englishIntl } from '../../../test/intl';
import { jobInfoFormSchema as schemaIn } from './job-info-form';

const jobInfoFormSchema = schemaIn(englishIntl());

const messages = (value: unknown) => jobInfoFormSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('jobInfoFormSchema', () => {
  it('accepts a described job with its size, dropping empty notes', () => {
    expect(jobInfoFormSchema.parse({ descriptionHtml: '<p>Fix the kitchen tap</p>', accessNotes: '  ', size: 'small' })).toEqual({
      descriptionHtml: '<p>Fix the kitchen tap</p>',
      accessNotes: undefined,
      size: 'small',
    });
  });

  it('asks for a real description and a size', () => {
    expect(messages({ descriptionHtml: '<p><strong>Tap</strong></p>', size: undefined })).toEqual([
      ['descriptionHtml', 'Describe the job in at least 10 characters'],
      ['size', 'Choose how big the job is'],
    ]);
  });
});
