import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanDetail } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { renderPage } from '@marketplace/test-support/render-page';
import { callsTo, fakeApi, failWith, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { freezeClock } from '../../test/booking-steps';
import { customer, otherProvider, provider } from '../../test/fixtures';
import { planDetail, planId } from '../../test/plan-fixtures';
import PlanPage from './plan-page';

/** docs/repeat-business.md: change time or provider, pause, resume — each as the plan's `can` allows. */
const renderPlan = (id = planId) => renderPage(<PlanPage />, { route: `/my-jobs/plans/${id}`, path: '/my-jobs/plans/:planId', user: customer });
let current: PlanDetail = planDetail;
const changeTo = (plan: PlanDetail) => () => ((current = plan), { plan });
const withPlan = (more: FakeHandlers = {}): FakeHandlers => ({ 'plans.get': () => ({ plan: current }), ...more });
const paused: PlanDetail = { ...planDetail, status: 'paused', pausedAt: '2026-03-01T15:00:00.000Z', can: { change: false, pause: false, resume: true, end: true } };
// A provider who does not clean cannot take a cleaning plan over.
const gardener = { ...otherProvider, id: '99999999-9999-4999-8999-999999999999', displayName: 'Ola Green', serviceIds: ['lawn'] };
const marketProviders = () => ({ providers: [provider, otherProvider, gardener] });

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  current = planDetail;
});
afterEach(() => jest.useRealTimers());

describe('PlanPage actions', () => {
  it('offers what `can` allows: an active plan changes, pauses and ends; a paused one resumes and ends; an ended one nothing', async () => {
    fakeApi(withPlan());
    const { unmount } = renderPlan();
    expect(await screen.findByRole('button', { name: 'Change time or provider' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull();
    unmount();

    current = paused;
    const again = renderPlan();
    expect(await screen.findByRole('button', { name: 'Resume plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change time or provider' })).toBeNull();
    expect(screen.getByText(/^Paused since/)).toHaveTextContent('Paused since Mar 1, 2026');
    again.unmount();

    current = { ...planDetail, status: 'ended', endedAt: '2026-03-01T15:00:00.000Z', can: { change: false, pause: false, resume: false, end: false } };
    renderPlan();
    expect(await screen.findByText(/^Ended on/)).toHaveTextContent('Ended on Mar 1, 2026');
    for (const name of [/Change time/, /Pause/, /Resume/, /End plan/, /^Skip/]) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('changes the day, time and provider for the visits outside their fee window, sending only what changed', async () => {
    fakeApi(withPlan({ 'providers.listInMarket': marketProviders, 'plans.change': changeTo({ ...planDetail, weekday: 4, localTime: '10:30', providerId: otherProvider.id, providerName: otherProvider.displayName }) }));
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Change time or provider' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change time or provider' }));
    expect(dialog.getByText(/applies to every visit more than 24 hours away/)).toHaveTextContent(
      'The change applies to every visit more than 24 hours away: those visits move to the new time or go to the new provider, free of charge. Visits sooner than that keep their time and provider.',
    );
    expect(dialog.getByRole('combobox', { name: 'Day' })).toHaveValue('2');
    expect(dialog.getByLabelText(/Start time/)).toHaveValue('09:00');
    const who = dialog.getByRole('combobox', { name: 'Provider' });
    await dialog.findByRole('option', { name: 'Lena Park' });
    expect(within(who).getAllByRole('option').map((option) => option.textContent)).toEqual(['Mehmet Yilmaz', 'Lena Park']);

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Day' }), 'Thursday');
    await userEvent.clear(dialog.getByLabelText(/Start time/));
    await userEvent.type(dialog.getByLabelText(/Start time/), '10:30');
    await userEvent.selectOptions(who, 'Lena Park');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your plan is changed')).toBeInTheDocument();
    expect(callsTo('plans.change')).toEqual([{ params: { planId }, body: { weekday: 4, localTime: '10:30', providerId: otherProvider.id } }]);
    expect(await screen.findAllByText('Every 2 weeks on Thursday at 10:30 AM')).not.toHaveLength(0);
  });

  it('keeps what was typed when the API refuses the change, and says why in the dialog', async () => {
    fakeApi(withPlan({ 'providers.listInMarket': marketProviders, 'plans.change': failWith(new ApiError(400, 'VALIDATION_FAILED', 'Check the plan', { localTime: ['Lena Park does not work then.'] })) }));
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Change time or provider' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.clear(dialog.getByLabelText(/Start time/));
    await userEvent.type(dialog.getByLabelText(/Start time/), '06:15');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Lena Park does not work then.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Start time/)).toHaveValue('06:15');
    expect(callsTo('plans.change')).toEqual([{ params: { planId }, body: { localTime: '06:15' } }]);
  });

  it('sends nothing when nothing was changed', async () => {
    fakeApi(withPlan({ 'providers.listInMarket': marketProviders }));
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Change time or provider' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Choose another day, time or provider first.')).toBeInTheDocument();
    expect(callsTo('plans.change')).toEqual([]);
  });

  it('pauses after saying what pausing does, and resumes; a refused resume is shown in place', async () => {
    fakeApi(withPlan({ 'plans.pause': changeTo(paused), 'plans.resume': failWith(new ApiError(409, 'CONFLICT', 'Mehmet Yilmaz no longer works in New York City.')) }));
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause plan' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Pause this plan?' }));
    expect(dialog.getByText(/No new visits are made while the plan is paused/)).toHaveTextContent('Visits more than 24 hours away are cancelled free; sooner ones stay, and you can still skip them.');
    await userEvent.click(dialog.getByRole('button', { name: 'Pause plan' }));
    expect(await screen.findByText('Your plan is paused')).toBeInTheDocument();
    expect(callsTo('plans.pause')).toEqual([{ params: { planId } }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText('The plan was not resumed')).toBeInTheDocument();
    expect(screen.getByText('Mehmet Yilmaz no longer works in New York City.')).toBeInTheDocument();
    expect(callsTo('plans.resume')).toEqual([{ params: { planId } }]);
  });

  it('is the not-found screen for a plan that is not the customer’s, or an id that is none', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'plans.get': failWith(new ApiError(404, 'NOT_FOUND', 'No such plan')) });
    const { unmount } = renderPlan();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    unmount();
    renderPlan('not-a-plan');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('plans.get')).toHaveLength(1);
  });
});
