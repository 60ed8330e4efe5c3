import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanDetail } from '@marketplace/contracts';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { freezeClock } from '../../test/booking-steps';
import { customer } from '../../test/fixtures';
import { germanMessages } from '../../test/intl';
import { planDetail, planId, visits } from '../../test/plan-fixtures';
import { renderWithProviders } from '../../test/render';
import PlanPage from './plan-page';

/** The plan in Berlin: euros, Central European Time, every two weeks on Tuesdays at 15:00. */
const berlinPlan: PlanDetail = {
  ...planDetail,
  marketId: 'berlin',
  marketName: 'Berlin',
  timeZone: 'Europe/Berlin',
  localTime: '15:00',
  currency: 'EUR',
  price: { ...planDetail.price, currency: 'EUR' },
};

beforeEach(() => freezeClock());
afterEach(() => jest.useRealTimers());

describe('PlanPage in German', () => {
  it('shows the plan, its visits and its actions in German, on the 24-hour clock', async () => {
    fakeApi({ 'plans.get': () => ({ plan: berlinPlan }), 'jobs.cancellationQuote': () => ({ allowed: true, freeUntil: '2026-03-02T14:00:00.000Z', feeMinor: 2778, refundMinor: 0, currency: 'EUR' }) });
    renderWithProviders(<PlanPage />, { route: `/my-jobs/plans/${planId}`, path: '/my-jobs/plans/:planId', user: customer, wrapper: testLanguage('de', await germanMessages()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Plan: House cleaning, 3 Stunden' })).toBeInTheDocument();
    const about = within(screen.getByRole('region', { name: 'Zum Plan' }));
    expect(about.getByText('Alle 2 Wochen am Dienstag um 15:00')).toBeInTheDocument();
    expect(about.getByText('Ortszeit Berlin (MEZ)')).toBeInTheDocument();
    expect(about.getByText(/^138,90\s€$/)).toBeInTheDocument();
    expect(about.getByText('Inklusive Ihres Plan-Rabatts von 10 %')).toBeInTheDocument();
    expect(about.getByText('Aktiv')).toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Preis pro Termin' }));
    expect(price.getByRole('rowheader', { name: 'Plan-Rabatt' })).toBeInTheDocument();

    const visitList = within(screen.getByRole('region', { name: 'Termine' }));
    expect(visitList.getByRole('heading', { name: 'Anstehende Termine' })).toBeInTheDocument();
    const next = visitList.getByRole('link', { name: /^Dienstag, 3\. März 2026/ });
    expect(next).toHaveTextContent('Dienstag, 3. März 2026, 15:00 – 18:00, Ortszeit Berlin (MEZ)');
    expect(next).toHaveAttribute('href', `/job/${visits.next.jobId}`);
    expect(visitList.getByText('Übersprungen')).toBeInTheDocument();
    expect(visitList.getByText('Wir suchen einen anderen Anbieter für diesen Termin.')).toBeInTheDocument();
    for (const name of ['Zeit oder Anbieter ändern', 'Plan pausieren', 'Plan beenden']) expect(screen.getByRole('button', { name })).toBeInTheDocument();

    await userEvent.click(visitList.getByRole('button', { name: 'Überspringen – Termin am Dienstag, 3. März 2026' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Den Termin am Dienstag, 3. März 2026 überspringen?' }));
    expect(await dialog.findByText(/^Das Überspringen dieses Termins kostet eine Stornogebühr von 27,78\s€/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Termin behalten' })).toBeInTheDocument();
  });
});
