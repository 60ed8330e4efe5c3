import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { emptyProblems, openCase, resolvedCase } from '@marketplace/job-ui/problem-fixtures';
import '@marketplace/test-support/resize-observer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobProblems, ResolveProblemRequest } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import { contractsCatalogue } from '@marketplace/contracts/messages';
import { domainTextCatalogue } from '@marketplace/domain-text/messages/catalogue';
import { preloadCatalogues } from '@marketplace/i18n';
import { jobUiCatalogue } from '@marketplace/job-ui/messages';
import { marketCatalogue } from '../messages/catalogue';
import MarketJobPage from './market-job-page';
import { deskInvoice, deskJob, deskNoTips, deskPayment, managerUser, noPhotos } from '../features/job-desk/test/fixtures';

const completedJob = { ...deskJob, status: 'completed' as const, actions: [] };
const managing: JobProblems = { ...emptyProblems, cases: [openCase], refundableMinor: 12_000, can: { report: false, answer: false, manage: true, addPhoto: false } };
const resolved: JobProblems = { ...managing, cases: [resolvedCase], refundableMinor: 10_000 };
const desk = { 'jobPhotos.list': () => noPhotos, ...noMessages, 'jobDesk.get': () => completedJob, 'payments.jobPayment': () => deskPayment, 'payments.invoice': () => deskInvoice, 'tips.list': () => deskNoTips };
const openDesk = () => renderPage(<MarketJobPage />, { route: `/market/nyc/job/${deskJob.id}`, path: '/market/:id/job/:jobId', user: managerUser });
const resolveBody = (index = 0) => callsTo('problems.resolve')[index]?.body as ResolveProblemRequest;

describe('the desk’s problem case', () => {
  it('resolves with a partial refund read from the typed amount, after a confirmation naming it, with an idempotency key', async () => {
    fakeApi({ ...desk, 'problems.get': inTurn(managing, resolved), 'problems.resolve': () => resolved });
    openDesk();
    const panel = await screen.findByRole('region', { name: 'Problem reports' });
    const problem = within(panel).getByRole('article', { name: 'Problem: Poor quality' });
    expect(problem).toHaveTextContent('Waiting for the provider');
    // Another manager may have asked: the team's steps read as the team's, not as "You".
    expect(problem).toHaveTextContent('The market team asked the provider');
    // The market team does not see the provider's hold note: it is the provider's.
    await userEvent.click(within(panel).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the case' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund \(USD\)/ });
    await userEvent.type(amount, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review the resolution' }));
    expect(await within(dialog).findByText('At most $120.00 can be refunded')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason (the customer and the provider see it)')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20.50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The kitchen was not cleaned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review the resolution' }));
    expect(await within(dialog).findByText('Resolve the case and refund $20.50 to the customer?')).toBeInTheDocument();
    expect(callsTo('problems.resolve')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve and refund $20.50' }));
    expect(await screen.findByText('Resolution: Partial refund')).toBeInTheDocument();
    expect(resolveBody()).toEqual({ outcome: 'partial_refund', amountMinor: 2050, reason: 'The kitchen was not cleaned', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(callsTo('problems.resolve')[0]?.params).toEqual({ jobId: deskJob.id, problemId: openCase.id });
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('shows the API’s refusal (409) and tries again with a new key; a full refund takes what is left and sends no amount', async () => {
    fakeApi({
      ...desk,
      'problems.get': () => managing,
      'problems.resolve': inTurn<JobProblems>(new ApiError(409, 'CONFLICT', 'This case was resolved already.'), new ApiError(400, 'VALIDATION', 'Check the reason.')),
    });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the case' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Full refund of $120.00' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not done at all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review the resolution' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Resolve and refund $120.00' }));
    expect(await within(dialog).findByText('This case was resolved already.')).toBeInTheDocument();
    expect(within(dialog).getByText('The case was not resolved')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review the resolution' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Resolve and refund $120.00' }));
    expect(await within(dialog).findByText('Check the reason.')).toBeInTheDocument();
    const [first, second] = [resolveBody(0), resolveBody(1)];
    expect(first).toEqual({ outcome: 'full_refund', reason: 'Not done at all', idempotencyKey: expect.any(String) });
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('asks the provider a question (the case then waits for them)', async () => {
    const asked = { ...managing, cases: [{ ...openCase, steps: [...openCase.steps, { ...openCase.steps[1]!, id: 'af6c7d8e-9fa0-4b1c-8d2e-3f4a5b6c7d8e', body: 'Any photos of the kitchen?' }] }] };
    fakeApi({ ...desk, 'problems.get': inTurn(managing, asked), 'problems.addStep': () => asked });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the provider' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Ask the provider: your message/ }), 'Any photos of the kitchen?');
    await userEvent.click(screen.getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByText('Any photos of the kitchen?', { selector: 'p' })).toBeInTheDocument();
    expect(callsTo('problems.addStep')[0]?.body).toEqual({ kind: 'ask_provider', body: 'Any photos of the kitchen?' });
    expect(screen.queryByRole('textbox', { name: /your message/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask the provider' })).toHaveFocus());
  });

  it('offers no actions without `can.manage`', async () => {
    fakeApi({ ...desk, 'problems.get': () => ({ ...managing, can: { report: false, answer: false, manage: false, addPhoto: false } }) });
    openDesk();
    await screen.findByRole('article', { name: 'Problem: Poor quality' });
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('in German: reads a partial amount written with a decimal comma, and words the confirmation and the errors', async () => {
    fakeApi({ ...desk, 'problems.get': () => managing, 'problems.resolve': () => resolved });
    const German = testLanguage('de', await preloadCatalogues([marketCatalogue, jobUiCatalogue, contractsCatalogue, domainTextCatalogue], 'de'));
    renderPage(
      <German>
        <MarketJobPage />
      </German>,
      { route: `/market/nyc/job/${deskJob.id}`, path: '/market/:id/job/:jobId', user: managerUser },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Klären' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fall klären' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Teilerstattung' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klärung prüfen' }));
    expect(await within(dialog).findByText('Geben Sie einen Grund an (Kunde und Dienstleister sehen ihn)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Zu erstattender Betrag \(USD\)/ }), '20,50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Küche nicht gereinigt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klärung prüfen' }));
    expect(await within(dialog).findByText('Den Fall klären und dem Kunden 20,50 $ erstatten?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Klären und 20,50\s\$ erstatten$/ }));
    await screen.findByText('Der Fall ist geklärt');
    expect(resolveBody()).toEqual(expect.objectContaining({ outcome: 'partial_refund', amountMinor: 2050 }));
  });
});
