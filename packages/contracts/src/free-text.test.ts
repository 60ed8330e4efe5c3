import type { z } from './zod';
import { signupRequestSchema } from './auth';
import { addressSchema, jobContactSchema, jobInfoSchema } from './booking';
import { assignJobSchema, changeJobStatusSchema, deskCancelSchema } from './job-desk';
import { jobEndpoints, reviewSchema } from './jobs';
import { marketJobFiltersSchema } from './market-jobs';
import { legalFooterSchema } from './markets';
import { refundRequestSchema } from './money';
import { addProviderNoteSchema, completeJobSchema, declineJobSchema, noShowJobSchema, providerCancelJobSchema } from './provider-jobs';
import { newTimeOffSchema, profileDetailsSchema } from './provider-profile';
import { englishIssueMessage } from './messages/issue-message';

const message = 'Remove invisible or control characters';
const oneLine = 'Keep this on one line';

/** One free-text field: how to build a valid input around a value, and where its error lands. */
interface Field {
  name: string;
  schema: z.ZodMiniType;
  input: (value: string) => unknown;
  path: string;
}

const uuid = '5f0e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b';
const address = { line1: '1 Main Street', city: 'New York', postalCode: '10001' };

const singleLine: Field[] = [
  { name: 'sign-up name', schema: signupRequestSchema, input: (name) => ({ name, email: 'a@example.com', password: 'tangerine-quilt-harbor' }), path: 'name' },
  { name: 'address line 1', schema: addressSchema, input: (line1) => ({ ...address, line1 }), path: 'line1' },
  { name: 'address line 2', schema: addressSchema, input: (line2) => ({ ...address, line2 }), path: 'line2' },
  { name: 'city', schema: addressSchema, input: (city) => ({ ...address, city }), path: 'city' },
  { name: 'contact name', schema: jobContactSchema, input: (name) => ({ name, email: 'a@example.com', phone: '+1 212 555 0100' }), path: 'name' },
  { name: 'cancellation reason', schema: jobEndpoints.cancel.body!, input: (reason) => ({ reason }), path: 'reason' },
  { name: 'decline reason', schema: declineJobSchema, input: (reason) => ({ reason }), path: 'reason' },
  { name: "provider's cancellation reason", schema: providerCancelJobSchema, input: (reason) => ({ reason }), path: 'reason' },
  { name: 'no-show reason', schema: noShowJobSchema, input: (reason) => ({ reason }), path: 'reason' },
  { name: 'refund reason', schema: refundRequestSchema, input: (reason) => ({ amountMinor: 100, reason, idempotencyKey: uuid }), path: 'reason' },
  { name: 'status change reason', schema: changeJobStatusSchema, input: (reason) => ({ action: 'complete', reason }), path: 'reason' },
  { name: "desk's cancellation reason", schema: deskCancelSchema, input: (reason) => ({ onBehalfOf: 'customer', fee: 'waive', reason }), path: 'reason' },
  { name: 'assignment reason', schema: assignJobSchema, input: (reason) => ({ providerId: uuid, reason }), path: 'reason' },
  { name: 'time off reason', schema: newTimeOffSchema, input: (reason) => ({ start: '2027-03-01T09:00', end: '2027-03-02T09:00', reason }), path: 'reason' },
  {
    name: "provider's display name",
    schema: profileDetailsSchema,
    input: (displayName) => ({ displayName, bioHtml: '<p>Hi</p>', serviceIds: ['home-cleaning'], marketIds: ['nyc'] }),
    path: 'displayName',
  },
  { name: 'jobs grid search', schema: marketJobFiltersSchema, input: (q) => ({ q }), path: 'q' },
];

const multiLine: Field[] = [
  { name: 'access notes', schema: jobInfoSchema, input: (accessNotes) => ({ descriptionHtml: '<p>x</p>', accessNotes, size: 'small' }), path: 'accessNotes' },
  { name: 'review comment', schema: reviewSchema, input: (comment) => ({ rating: 5, comment }), path: 'comment' },
  { name: "provider's note", schema: addProviderNoteSchema, input: (body) => ({ body }), path: 'body' },
  { name: 'completion note', schema: completeJobSchema, input: (note) => ({ note }), path: 'note' },
  { name: 'invoice legal footer', schema: legalFooterSchema, input: (footer) => footer, path: '' },
];

/** Control characters, C1 controls, and the bidi controls that reorder what a reader sees. */
const invisible = ['\u0000', '\u0007', '\t', '\u001b', '\u007f', '\u0085', '\u009f', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\u061c'];

function errorsOf(field: Field, value: string): string[] {
  const result = field.schema.safeParse(field.input(value));
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field.path).map((issue) => englishIssueMessage(issue.message));
}

describe.each(singleLine)('the $name (one line of text)', (field) => {
  it('takes ordinary text, accents and scripts included', () => {
    expect(errorsOf(field, 'Zoë Ołowska-Nguyễn, 東京 שלום')).toEqual([]);
  });

  it.each(invisible.map((char) => [char.codePointAt(0)!.toString(16).padStart(4, '0'), char]))('refuses U+%s', (_, char) => {
    expect(errorsOf(field, `Hello${char}world`)).toEqual([message]);
  });

  it('refuses a line break in the middle, and says so', () => {
    expect(errorsOf(field, 'Hello\nworld')).toEqual([oneLine]);
    expect(errorsOf(field, 'Hello\r\nworld')).toEqual([oneLine]);
  });
});

describe.each(multiLine)('the $name (several lines of text)', (field) => {
  it('takes line breaks', () => {
    expect(errorsOf(field, 'First line\nsecond line\r\nthird line')).toEqual([]);
  });

  it.each(invisible.map((char) => [char.codePointAt(0)!.toString(16).padStart(4, '0'), char]))('refuses U+%s', (_, char) => {
    expect(errorsOf(field, `Hello${char}world`)).toEqual([message]);
  });

  it('refuses a carriage return that does not start a line break', () => {
    expect(errorsOf(field, 'Hello\rworld')).toEqual([message]);
  });
});
