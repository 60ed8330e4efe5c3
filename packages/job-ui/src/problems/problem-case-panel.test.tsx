import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, failWith, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import type { JobProblems } from '@marketplace/contracts';
import { emptyProblems, openCase, resolvedCase } from './problem-fixtures';
import { renderProblems } from './render-problems.test-helper';

const reportable: JobProblems = { ...emptyProblems, reportOpenUntil: '2026-03-06T15:00:00.000Z', can: { report: true, answer: false, manage: false, addPhoto: false } };

describe('ProblemCasePanel', () => {
  it('renders nothing when there is no case and nothing to do', async () => {
    fakeApi({ 'problems.get': () => emptyProblems });
    const { container } = renderProblems('customer');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo('problems.get')).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the customer report a problem until the window closes: says what is missing, sends the reason and description, then shows the case', async () => {
    const reported = { ...emptyProblems, cases: [{ ...openCase, status: 'open' as const, steps: openCase.steps.slice(0, 1) }] };
    fakeApi({ 'problems.get': inTurn(reportable, reported), 'problems.report': () => reported });
    renderProblems('customer');
    const panel = await screen.findByRole('region', { name: 'Problem reports' });
    expect(panel).toHaveTextContent('You can report a problem until Mar 6, 2026, 10:00 AM.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Report a problem' }));
    expect(within(panel).getByRole('combobox', { name: /What went wrong\?/ })).toHaveFocus();
    await userEvent.click(within(panel).getByRole('button', { name: 'Send the report' }));
    expect(await within(panel).findByText('Choose what went wrong')).toBeInTheDocument();
    expect(within(panel).getByText('Describe what went wrong')).toBeInTheDocument();
    expect(callsTo('problems.report')).toEqual([]);
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: /What went wrong\?/ }), 'Poor quality');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Describe the problem/ }), 'Streaks{Shift>}{Enter}{/Shift}Kitchen not done');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send the report' }));
    const problem = await within(panel).findByRole('article', { name: 'Problem: Poor quality' });
    expect(callsTo('problems.report')[0]?.body).toEqual({ reason: 'poor_quality', description: 'Streaks\nKitchen not done' });
    expect(problem).toHaveTextContent('Open: the market team will look at it');
    expect(within(panel).queryByRole('button', { name: 'Report a problem' })).toBeNull();
    await waitFor(() => expect(within(problem).getByRole('heading', { name: 'Poor quality' })).toHaveFocus());
  });

  it('gives focus back to “Report a problem” when the form is cancelled', async () => {
    fakeApi({ 'problems.get': () => reportable });
    renderProblems('customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report a problem' })).toHaveFocus());
  });

  it('shows the API’s refusal of a report (the window closed)', async () => {
    fakeApi({ 'problems.get': () => reportable, 'problems.report': failWith(new ApiError(409, 'CONFLICT', 'The time to report a problem with this job has passed.')) });
    renderProblems('customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /What went wrong\?/ }), 'Something else');
    await userEvent.type(screen.getByRole('textbox', { name: /Describe the problem/ }), 'Late');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('The time to report a problem with this job has passed.')).toBeInTheDocument();
  });

  it('shows the case to the provider: status in words, description and steps masked, who wrote each step and when, the hold note; the provider answers', async () => {
    const answered = { ...openCase, status: 'open' as const, steps: [...openCase.steps, { id: '9e5c6f70-8192-43a4-8ebf-3a4b5c6d7e8f', kind: 'answered' as const, by: 'provider' as const, body: 'I will come back', at: '2026-03-04T17:00:00.000Z' }] };
    fakeApi({
      'problems.get': inTurn({ ...emptyProblems, cases: [openCase], can: { report: false, answer: true, manage: false, addPhoto: false } }, { ...emptyProblems, cases: [answered], can: { report: false, answer: true, manage: false, addPhoto: false } }),
      'problems.addStep': () => ({ ...emptyProblems, cases: [answered], can: { report: false, answer: true, manage: false, addPhoto: false } }),
    });
    renderProblems('provider');
    const problem = await screen.findByRole('article', { name: 'Problem: Poor quality' });
    expect(problem).toHaveTextContent('Waiting for the provider');
    expect(problem).toHaveTextContent('Your earnings for this job ($51.74) are held until the case is resolved.');
    const steps = within(within(problem).getByRole('list', { name: 'Steps of this case' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('The customer reported the problem');
    expect(steps[0]).toHaveTextContent('Mar 4, 2026, 10:00 AM');
    expect(steps[1]).toHaveTextContent('The market team asked the provider');
    expect(steps[1]).toHaveTextContent('Can you tell us what happened?');
    expect(within(problem).getByText(/The windows still have streaks/, { selector: 'p' }).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    await userEvent.click(within(problem).getByRole('button', { name: 'Send the answer' }));
    expect(await within(problem).findByText('Write a message')).toBeInTheDocument();
    await userEvent.type(within(problem).getByRole('textbox', { name: /Your answer/ }), 'I will come back');
    await userEvent.click(within(problem).getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('You answered')).toBeInTheDocument();
    expect(callsTo('problems.addStep')[0]).toEqual(expect.objectContaining({ params: { jobId: expect.any(String), problemId: openCase.id }, body: { kind: 'answer', body: 'I will come back' } }));
  });

  it('shows the resolution with the refunded amount and the reason, and the released earnings to the provider; no reply box', async () => {
    fakeApi({ 'problems.get': () => ({ ...emptyProblems, cases: [resolvedCase] }) });
    renderProblems('provider');
    const problem = await screen.findByRole('article', { name: 'Problem: Poor quality' });
    expect(problem).toHaveTextContent('Resolved');
    expect(problem).toHaveTextContent('Resolution: Partial refund');
    expect(problem).toHaveTextContent('Refunded to the customer: $20.00');
    expect(problem).toHaveTextContent('Reason: The kitchen was not cleaned');
    expect(problem).toHaveTextContent('Your earnings for this job ($51.74) were released');
    expect(within(problem).getAllByRole('listitem').at(-1)).toHaveTextContent('The market team resolved the case');
    expect(within(problem).queryByRole('textbox')).toBeNull();
  });

  it('does not show the hold note to the customer, and shows their own steps as theirs', async () => {
    fakeApi({ 'problems.get': () => ({ ...emptyProblems, cases: [openCase] }) });
    renderProblems('customer');
    const problem = await screen.findByRole('article', { name: 'Problem: Poor quality' });
    expect(problem).toHaveTextContent('You reported the problem');
    expect(problem).not.toHaveTextContent('earnings');
  });

  it('says when the cases cannot be loaded and tries again', async () => {
    fakeApi({ 'problems.get': failWith(new ApiError(503, 'API_UNAVAILABLE', 'We could not reach the service.')) });
    renderProblems('customer');
    expect(await screen.findByText('We could not load the problem reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
