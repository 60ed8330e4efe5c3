import { partialMatchKey } from '@tanstack/react-query';
import { jobQuery, marketQuery, providerProfileQuery } from './queries/entity-queries';
import { marketsQuery, queryKeys } from './query-keys';

const services = [{ serviceId: 'cleaning', quantity: 3 }];

describe('queryKeys', () => {
  const keys = {
    session: queryKeys.session,
    marketList: queryKeys.markets.list(),
    market: queryKeys.markets.one('nyc'),
    marketProviders: queryKeys.markets.providers('nyc'),
    quote: queryKeys.markets.quote('nyc', services),
    slots: queryKeys.markets.slots('nyc', services, '10001'),
    providersAt: queryKeys.markets.providersAt('nyc', services, '2026-03-02T14:00:00.000Z'),
    profile: queryKeys.providers.profile('p1'),
    mine: queryKeys.jobs.mine('upcoming', 1),
    job: queryKeys.jobs.detail('j1'),
    cancellation: queryKeys.jobs.cancellationQuote('j1'),
    rescheduleSlots: queryKeys.jobs.rescheduleSlots('j1'),
    planQuote: queryKeys.markets.quote('nyc', services, { everyWeeks: 2 }),
    plans: queryKeys.plans.mine(),
    plan: queryKeys.plans.detail('p1'),
    planEnding: queryKeys.plans.endingQuote('p1'),
  };

  it('gives each kind of data its own key: no key is a prefix of another kind’s', () => {
    // The market list must not sit under a market's key, nor a market under the list's.
    const prefixes = (key: readonly unknown[]) => Object.entries(keys).filter(([, other]) => other !== key && partialMatchKey(other, key));
    expect(prefixes(keys.marketList).map(([name]) => name)).toEqual([]);
    expect(prefixes(keys.market).map(([name]) => name).sort()).toEqual(['marketProviders', 'planQuote', 'providersAt', 'quote', 'slots']);
    expect(prefixes(keys.plan).map(([name]) => name)).toEqual(['planEnding']);
    expect(prefixes(keys.plans).map(([name]) => name)).toEqual([]);
    expect(prefixes(keys.job).map(([name]) => name).sort()).toEqual(['cancellation', 'rescheduleSlots']);
    expect(prefixes(keys.mine).map(([name]) => name)).toEqual([]);
  });

  it('groups what is refreshed together', () => {
    expect(partialMatchKey(keys.slots, queryKeys.markets.allSlots('nyc'))).toBe(true);
    expect(partialMatchKey(keys.mine, queryKeys.jobs.lists())).toBe(true);
    expect(partialMatchKey(keys.job, queryKeys.jobs.lists())).toBe(false);
    for (const key of [keys.mine, keys.job, keys.cancellation]) expect(partialMatchKey(key, queryKeys.jobs.all)).toBe(true);
    for (const key of [keys.plans, keys.plan, keys.planEnding]) expect(partialMatchKey(key, queryKeys.plans.all)).toBe(true);
  });

  it('binds each shared key to the one endpoint that fills it', () => {
    expect(marketsQuery().queryKey).toEqual(queryKeys.markets.list());
    expect(marketQuery('nyc').queryKey).toEqual(keys.market);
    expect(providerProfileQuery('p1').queryKey).toEqual(keys.profile);
    expect(jobQuery('j1').queryKey).toEqual(keys.job);
  });
});
