import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { jobDetail } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProblemPanel } from './problem-panel';
import { openable, reported } from '../test-fixtures';

describe('ProblemPanel', () => {
  it('reports a problem with a reason and a description, then shows the case and a reply box when the team asks the customer', async () => {
    fakeApi({ 'problems.get': inTurn(openable, reported), 'problems.report': () => reported, 'problems.addStep': () => ({ ...reported, cases: [{ ...reported.cases[0]!, status: 'open' }] }) });
    renderWithProviders(<ProblemPanel jobId={jobDetail.id} />);
    const form = await screen.findByRole('form', { name: 'Report a problem' });
    await userEvent.click(within(form).getByRole('button', { name: 'Report the problem' }));
    expect(await within(form).findByText('Describe what went wrong')).toBeInTheDocument();
    expect(callsTo('problems.report')).toHaveLength(0);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /What went wrong\?/ }), 'Something was damaged');
    await userEvent.type(within(form).getByRole('textbox', { name: /Describe it/ }), 'A vase was broken.');
    await userEvent.click(within(form).getByRole('button', { name: 'Report the problem' }));
    expect(callsTo('problems.report')[0]?.body).toEqual({ reason: 'damage', description: 'A vase was broken.' });
    expect(await screen.findByText('Which vase?')).toBeInTheDocument();
    expect(screen.getByText(/Waiting for your answer/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveAttribute('data-personal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'The blue one.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(callsTo('problems.addStep')[0]?.body).toEqual({ kind: 'answer', body: 'The blue one.' });
  });

  it('shows nothing when no case is open and none can be reported', async () => {
    fakeApi({ 'problems.get': () => ({ ...openable, can: { report: false, answer: false, manage: false } }) });
    const { container } = renderWithProviders(<ProblemPanel jobId={jobDetail.id} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
