import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { emptyProblems, openCase } from '@marketplace/job-ui/problem-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobProblems } from '@marketplace/contracts';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { acceptedDetail, authorizedPayment, noPhotos, noTips, providerUser } from '../../test/fixtures';
import ProviderJobPage from './provider-job-page';

/** docs/problems.md: the provider sees the case on their job, answers it, and sees their earnings held. */
const waiting: JobProblems = { ...emptyProblems, cases: [openCase], can: { report: false, answer: true, manage: false, addPhoto: false } };
const answered: JobProblems = { ...waiting, cases: [{ ...openCase, status: 'open', steps: [...openCase.steps, { id: '9e5c6f70-8192-43a4-8ebf-3a4b5c6d7e8f', kind: 'answered', by: 'provider', body: 'I will come back on Friday', at: '2026-03-04T17:00:00.000Z' }] }] };

describe('ProviderJobPage, a problem case', () => {
  it('shows the case with the hold note and sends the provider’s answer', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, 'providerJobs.get': () => ({ ...acceptedDetail, status: 'completed' }), 'payments.jobPayment': () => authorizedPayment, 'tips.list': () => noTips, 'problems.get': inTurn(waiting, answered), 'problems.addStep': () => answered });
    renderPage(<ProviderJobPage />, { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser });
    const problem = await screen.findByRole('article', { name: 'Problem: Poor quality' });
    expect(problem).toHaveTextContent('Waiting for the provider');
    expect(problem).toHaveTextContent('Your earnings for this job ($51.74) are held until the case is resolved.');
    await userEvent.type(within(problem).getByRole('textbox', { name: /Your answer/ }), 'I will come back on Friday');
    await userEvent.click(within(problem).getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('You answered')).toBeInTheDocument();
    expect(callsTo('problems.addStep')).toEqual([expect.objectContaining({ params: { jobId: acceptedDetail.id, problemId: openCase.id }, body: { kind: 'answer', body: 'I will come back on Friday' } })]);
  });
});
