import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobProblems } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import '@marketplace/test-support/resize-observer';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../../messages/de.json';
import { ResolveForm } from './resolve-problem-form';

const jobId = '55555555-5555-4555-8555-555555555555';
const problemId = '7d1f2c3a-4b5e-4f60-8a71-92b3c4d5e6f7';
const resolved: JobProblems = { currency: 'USD', cases: [], reportOpenUntil: null, refundableMinor: 0, can: { report: false, answer: false, manage: false } };
const open = (wrap = (node: React.ReactNode) => node) =>
  renderPage(<>{wrap(<ResolveForm jobId={jobId} problemId={problemId} refundableMinor={12_935} currency="USD" />)}</>, { route: `/market/nyc/job/${jobId}`, path: '/market/:id/job/:jobId' });

describe('the desk’s Resolve form', () => {
  it('reads a partial refund from the digits typed, refuses more than is left, and sends whole cents with the reason', async () => {
    fakeApi({ 'problems.resolve': () => resolved });
    open();
    const form = screen.getByRole('form', { name: 'Resolve' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Partial refund' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '200');
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Kitchen skipped');
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve the case' }));
    expect(await within(form).findByText('At most $129.35 can be refunded')).toBeInTheDocument();
    expect(callsTo('problems.resolve')).toHaveLength(0);
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Amount (USD)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '10.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve the case' }));
    await screen.findByRole('button', { name: 'Resolve the case' });
    expect(callsTo('problems.resolve')[0]?.body).toEqual({ outcome: 'partial_refund', amountMinor: 1050, reason: 'Kitchen skipped', idempotencyKey: expect.any(String) });
  });

  it('sends no amount for no refund, and a new key after a refusal', async () => {
    fakeApi({ 'problems.resolve': inTurn<JobProblems>(new ApiError(409, 'CONFLICT', 'Someone else is resolving this case.'), resolved) });
    open();
    const form = screen.getByRole('form', { name: 'Resolve' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Nothing was wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve the case' }));
    expect(await within(form).findByText('Someone else is resolving this case.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve the case' }));
    await screen.findByRole('button', { name: 'Resolve the case' });
    const [first, second] = callsTo('problems.resolve').map((call) => call.body as { outcome: string; idempotencyKey: string; amountMinor?: number });
    expect(first).toMatchObject({ outcome: 'none' });
    expect(first!.amountMinor).toBeUndefined();
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });
});

describe('the Resolve form in German', () => {
  it('reads an amount written the German way and words the form in German', async () => {
    fakeApi({ 'problems.resolve': () => resolved });
    const German = testLanguage('de', german);
    open((node) => <German>{node}</German>);
    const form = screen.getByRole('form', { name: 'Abschließen' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Teilerstattung' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Betrag (USD)' }), '10,50');
    await userEvent.type(within(form).getByRole('textbox', { name: /Begründung/ }), 'Küche ausgelassen');
    await userEvent.click(within(form).getByRole('button', { name: 'Fall abschließen' }));
    await screen.findByRole('button', { name: 'Fall abschließen' });
    expect(callsTo('problems.resolve')[0]?.body).toMatchObject({ outcome: 'partial_refund', amountMinor: 1050 });
  });
});
