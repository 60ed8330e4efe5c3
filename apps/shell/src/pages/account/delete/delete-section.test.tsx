import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeletionCheck } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { ana, anaAccount, deletable, kept, pageReads } from '../account-fixtures';
import { AccountPage } from '../account-page';

beforeEach(() => jest.clearAllMocks());

const blocked: DeletionCheck = {
  allowed: false,
  blockers: [
    { kind: 'job_in_progress', message: 'A job of yours is in progress. You can delete your account once it is done.', jobId: '33333333-3333-4333-8333-333333333333' },
    { kind: 'payout_pending', message: 'A payout to you is still pending. Try again after it is paid.', jobId: null },
  ],
  jobsToCancel: [],
  jobsToReassign: [],
  kept,
};

function openAccount(check: DeletionCheck, more: Parameters<typeof fakeApi>[0] = {}) {
  fakeApi({ ...pageReads(anaAccount, check), ...more });
  return renderPage(<AccountPage />, { route: '/account', path: '/account', user: ana, routes: { '/': <h1>Home</h1> } });
}

async function deleteSection() {
  return within(await screen.findByRole('region', { name: 'Delete my account' }));
}

describe('the delete section', () => {
  it('says what blocks deleting, with no way to delete meanwhile', async () => {
    openAccount(blocked);
    const section = await deleteSection();
    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot delete your account yet');
    expect(alert).toHaveTextContent('A job of yours is in progress. You can delete your account once it is done.');
    expect(alert).toHaveTextContent('A payout to you is still pending. Try again after it is paid.');
    expect(within(alert).getByRole('link', { name: 'See the job' })).toHaveAttribute('href', '/job/33333333-3333-4333-8333-333333333333');
    expect(section.queryByRole('button', { name: /Delete my account/ })).not.toBeInTheDocument();
  });

  it('lists the jobs it cancels with the exact fee of each, and what is kept', async () => {
    openAccount(deletable);
    const section = await deleteSection();
    expect(await section.findByRole('heading', { level: 3, name: '2 upcoming jobs will be cancelled' })).toBeInTheDocument();
    const jobs = section.getAllByRole('listitem').slice(0, 2);
    expect(jobs[0]).toHaveTextContent(/Home cleaning, 3 hours, .*Mar 10, 2026.*cancellation fee \$12\.50/);
    expect(jobs[1]).toHaveTextContent(/TV mounting, .*no fee/);
    expect(section.getByRole('heading', { level: 3, name: 'What we keep' })).toBeInTheDocument();
    expect(section.getByText(kept[0]!)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Delete my account…' })).toBeInTheDocument();
  });

  it('tells a provider that the jobs they were to do go back to the market', async () => {
    const handedBack = { ...deletable.jobsToCancel[0]!, jobId: '55555555-5555-4555-8555-555555555555', feeMinor: 0 };
    openAccount({ ...deletable, jobsToCancel: [], jobsToReassign: [handedBack] });
    const section = await deleteSection();
    expect(await section.findByRole('heading', { level: 3, name: '1 job you were to do goes back to the market' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Home cleaning, 3 hours' })).toHaveAttribute('href', `/provider/job/${handedBack.jobId}`);
    expect(section.queryByText(/will be cancelled/)).not.toBeInTheDocument();
    expect(section.queryByText(/no fee/)).not.toBeInTheDocument();
  });

  it('deletes with the password: nobody is logged in, the page goes home and says so', async () => {
    const { queryClient } = openAccount(deletable, {
      'account.delete': ({ body }) => {
        if ((body as { currentPassword: string }).currentPassword !== 'my password 123') throw new ApiError(400, 'VALIDATION_FAILED', 'Check the form', { currentPassword: ['That is not your password'] });
        return null;
      },
    });
    const section = await deleteSection();
    await userEvent.click(await section.findByRole('button', { name: 'Delete my account…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/2 upcoming jobs are cancelled with the fees shown/);
    await userEvent.type(dialog.getByLabelText('Your password'), 'wrong one');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('That is not your password')).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText('Your password'));
    await userEvent.type(dialog.getByLabelText('Your password'), 'my password 123');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
    expect(callsTo('account.delete').at(-1)).toEqual({ body: { currentPassword: 'my password 123' } });
  });
});
