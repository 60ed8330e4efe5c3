import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { emptyProblems, openCase } from '@marketplace/job-ui/problem-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobProblems } from '@marketplace/contracts';
import { renderPage } from '@marketplace/test-support/render-page';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { customer, heldPayment, jobDetail, noPhotos, noTips } from '../../test/fixtures';
import JobPage from './job-page';

/** docs/problems.md: the customer reports a problem with a completed job from its page. */
const completed = { ...jobDetail, status: 'completed' as const, can: { cancel: false, reschedule: false, review: false, bookAgain: true } };
const reportable: JobProblems = { ...emptyProblems, reportOpenUntil: '2026-03-06T15:00:00.000Z', can: { report: true, answer: false, manage: false, addPhoto: false } };
const reported: JobProblems = { ...emptyProblems, cases: [{ ...openCase, status: 'open', reason: 'damage', description: 'The vase broke', steps: openCase.steps.slice(0, 1) }] };
const page = { 'jobPhotos.list': () => noPhotos, ...noMessages, 'jobs.get': () => completed, 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [] }), 'tips.list': () => noTips };
const renderJob = () => renderPage(<JobPage />, { route: `/job/${jobDetail.id}`, path: '/job/:id', user: customer });

describe('JobPage, reporting a problem', () => {
  it('offers “Report a problem” on a completed job, says until when, and shows the case once sent', async () => {
    fakeApi({ ...page, 'problems.get': inTurn(reportable, reported), 'problems.report': () => reported });
    renderJob();
    const panel = await screen.findByRole('region', { name: 'Problem reports' });
    expect(panel).toHaveTextContent('You can report a problem until Mar 6, 2026, 10:00 AM.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Report a problem' }));
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: /What went wrong\?/ }), 'Something was damaged');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Describe the problem/ }), 'The vase broke');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send the report' }));
    expect(await within(panel).findByRole('article', { name: 'Problem: Something was damaged' })).toHaveTextContent('Open: the market team will look at it');
    expect(callsTo('problems.report')).toEqual([expect.objectContaining({ params: { jobId: jobDetail.id }, body: { reason: 'damage', description: 'The vase broke' } })]);
  });

  it('shows no problem panel when nothing can be reported', async () => {
    fakeApi({ ...page, 'problems.get': () => emptyProblems });
    renderJob();
    await screen.findByRole('button', { name: 'Book again' });
    expect(callsTo('problems.get')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Problem reports' })).toBeNull();
  });
});
