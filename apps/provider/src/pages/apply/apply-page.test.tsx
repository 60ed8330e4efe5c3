import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentApplication, ProviderApplication, SessionUser } from '@marketplace/contracts';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import ApplyPage from './apply-page';

const user: SessionUser = { id: 'u1', email: 'pat@example.com', name: 'Pat Applicant', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };
const application: ProviderApplication = {
  id: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11',
  status: 'draft',
  marketId: 'nyc',
  serviceIds: ['home-cleaning'],
  displayName: 'Pat Pro',
  experienceYears: 4,
  aboutHtml: '<p>Four years</p>',
  hasPicture: false,
  pictureUrl: null,
  phoneVerified: true,
  identity: null,
  payoutAccount: null,
  terms: null,
  missing: ['picture', 'identity', 'payout', 'terms'],
  createdAt: '2026-03-01T10:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  decisionReason: null,
  history: [],
};
const current = (changes: Partial<ProviderApplication> | null): CurrentApplication => ({
  application: changes && { ...application, ...changes },
  markets: [{ id: 'nyc', name: 'New York City', timeZone: 'America/New_York', currency: 'USD', status: 'live', services: [{ id: 'home-cleaning', name: 'Home cleaning' }] }],
  termsVersion: '2026-01',
  pictureLimits: { maxBytes: 5_000_000, maxPixels: 40_000_000, minSide: 256, types: ['image/jpeg', 'image/png', 'image/webp'] },
  testMode: true,
});
const answer = (data: CurrentApplication) => fakeApi({ 'providerApplications.current': () => data });
const open = (who: SessionUser | null = user) => renderPage(<ApplyPage />, { route: '/provider/apply', path: '/provider/apply', user: who });

describe('ApplyPage', () => {
  it('lets a visitor sign up or log in in place, as the first step', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create an account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Yes, let me log in/ }));
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers to start when there is no application yet', async () => {
    answer(current(null));
    open();
    expect(await screen.findByRole('button', { name: 'Start my application' })).toBeInTheDocument();
  });

  it('resumes a draft at the first missing step (the picture)', async () => {
    answer(current({}));
    open();
    expect(await screen.findByRole('heading', { name: 'Picture' })).toBeInTheDocument();
    expect(screen.getByText(/Step 4 of 9/)).toBeInTheDocument();
  });

  it('shows the saved picture on the review step', async () => {
    const pictureUrl = `/api/provider-applications/${application.id}/picture?v=0123456789ab`;
    answer(current({ hasPicture: true, pictureUrl, missing: [] }));
    open();
    expect(await screen.findByRole('heading', { name: 'Review and submit' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', pictureUrl);
  });

  it('labels the identity step as test mode, with its test numbers', async () => {
    answer(current({ hasPicture: true, missing: ['identity', 'payout', 'terms'] }));
    open();
    expect(await screen.findByText('Test mode: identity check')).toBeInTheDocument();
    expect(screen.getByText('000000000')).toBeInTheDocument();
    expect(screen.getByLabelText(/ID number/)).toBeInTheDocument();
  });

  it('shows a submitted application’s state and history, naming the market team, not a manager', async () => {
    answer(current({ status: 'submitted', missing: [], submittedAt: '2026-03-02T10:00:00.000Z', history: [{ at: '2026-03-02T10:00:00.000Z', actor: 'you', action: 'submitted', reason: null }] }));
    open();
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.getByText(/The market team is reviewing your application/)).toBeInTheDocument();
  });

  it('shows what to change, and the form again, when changes were asked for', async () => {
    answer(current({ status: 'changes_requested', decisionReason: 'Use a clearer picture', missing: [] }));
    open();
    expect(await screen.findByText('Use a clearer picture')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review and submit' })).toBeInTheDocument();
  });

  it('shows a rejection with its reason and lets the person start again', async () => {
    answer(current({ status: 'rejected', decisionReason: 'Not enough experience yet', missing: [] }));
    open();
    expect(await screen.findByText('Not enough experience yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new application' })).toBeInTheDocument();
  });
});
