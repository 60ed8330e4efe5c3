import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewApplication, RosterRow } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { nyc } from '../../../test/market-fixtures';
import ProvidersPanel from './providers-panel';

const id = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
const application = (n: number, needsReview: boolean): ReviewApplication => ({
  id: id(n),
  status: 'submitted',
  marketId: 'nyc',
  applicant: { name: `Applicant ${n}`, email: `a${n}@example.com` },
  displayName: `Ada ${n}`,
  experienceYears: 4,
  aboutHtml: '<p>Careful cleaner.</p>',
  services: [{ id: 'home-cleaning', name: 'Home cleaning' }],
  checks: { identity: needsReview ? 'needs_review' : 'clear', phoneVerified: true, payoutLast4: '6789', termsVersion: '2026-01', hasPicture: n === 1, needsReview },
  pictureUrl: n === 1 ? `/api/markets/nyc/provider-applications/${id(n)}/picture?v=0123456789ab` : null,
  submittedAt: '2026-03-01T10:00:00Z',
  decidedAt: null,
  decisionReason: null,
  providerId: null,
});
const row: RosterRow = {
  id: id(9),
  displayName: 'Maria Lopez',
  status: 'active',
  rating: { average: 4.8, count: 35 },
  hasHours: true,
  metrics: { jobsLast30Days: 12, acceptanceRate: 0.9, medianResponseMinutes: 25, cancellations: 1, noShows: 0 },
};
const detail = { ...application(1, true), history: [{ at: '2026-03-01T10:00:00Z', actor: { role: 'applicant' as const, name: 'Applicant 1' }, action: 'submitted' as const, reason: null }] };

beforeEach(() => {
  jest.clearAllMocks();
  fakeApi({
    'providerReview.list': () => ({ applications: [application(1, true), application(2, false)], total: 2, page: 1, pageSize: 20 }),
    'providerReview.get': () => detail,
    'providerReview.reject': () => ({ ...detail, status: 'rejected' }),
    'roster.list': () => ({ providers: [row], total: 1, page: 1, pageSize: 25 }),
    'roster.needsReassignment': () => ({ jobs: [], total: 0, page: 1, pageSize: 25 }),
  });
});
const open = () => renderPage(<ProvidersPanel market={nyc} />, { route: '/market/nyc/dashboard?tab=providers', path: '/market/:id/dashboard' });

describe('ProvidersPanel', () => {
  it('lists waiting applications oldest first with their checks, marking those that need review, with personal data masked', async () => {
    open();
    const section = await screen.findByRole('region', { name: /Applications waiting \(2\)/ });
    const items = await within(section).findAllByRole('listitem', { name: undefined });
    const cards = items.filter((item) => item.hasAttribute('data-application-id'));
    expect(cards.map((card) => card.getAttribute('data-application-id'))).toEqual([id(1), id(2)]);
    expect(cards[0]).toHaveAttribute('data-needs-review');
    expect(within(cards[0]!).getByText('Needs review')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Identity needs review')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Needs review')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('Ada 1').closest('[data-personal]')).not.toBeNull();
  });

  it('shows the roster with its numbers', async () => {
    open();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Maria Lopez/ })).toBeInTheDocument();
    expect(within(table).getByText('90%')).toBeInTheDocument();
    expect(within(table).getByText('25 min')).toBeInTheDocument();
  });

  it('shows the applicant’s picture in the application, masked in session replay', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Review Ada 1' }));
    const picture = await screen.findByRole('img', { name: 'Picture of Ada 1' });
    expect(picture).toHaveAttribute('src', detail.pictureUrl);
    expect(picture.closest('[data-personal]')).not.toBeNull();
  });

  it('rejects an application only with a reason', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Review Ada 1' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = await screen.findByRole('form', { name: 'Reject this application' });
    await user.click(within(screen.getByRole('dialog', { name: 'Reject this application' })).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('Give a reason')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Reason/), 'Identity could not be confirmed');
    await user.click(within(screen.getByRole('dialog', { name: 'Reject this application' })).getByRole('button', { name: 'Reject' }));
    await screen.findByText(/This application was rejected|Application from/);
    expect(callsTo('providerReview.reject')).toEqual([expect.objectContaining({ params: { marketId: 'nyc', applicationId: id(1) }, body: { reason: 'Identity could not be confirmed' } })]);
  });

  it('says in plain words that changes were requested, with the reason', async () => {
    let current = detail;
    fakeApi({
      'providerReview.list': () => ({ applications: [application(1, true)], total: 1, page: 1, pageSize: 20 }),
      'providerReview.get': () => current,
      'providerReview.requestChanges': () => {
        current = { ...detail, status: 'changes_requested', decisionReason: 'A clearer photo of your ID, please.' };
        return current;
      },
      'roster.list': () => ({ providers: [], total: 0, page: 1, pageSize: 25 }),
      'roster.needsReassignment': () => ({ jobs: [], total: 0, page: 1, pageSize: 25 }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Review Ada 1' }));
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    const ask = await screen.findByRole('dialog', { name: 'Ask for changes' });
    await user.type(within(ask).getByLabelText(/Reason/), 'A clearer photo of your ID, please.');
    await user.click(within(ask).getByRole('button', { name: 'Ask for changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Application from Ada 1' });
    expect(await within(dialog).findByText('Changes were requested')).toBeInTheDocument();
    expect(within(dialog).getByText('A clearer photo of your ID, please.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/is changes requested/)).not.toBeInTheDocument();
  });
});
