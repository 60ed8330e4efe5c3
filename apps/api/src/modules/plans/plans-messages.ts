import { defineMessages } from '@formatjs/intl';

/** What the plans endpoints answer when they refuse (docs/languages.md). */
export const plansMessages = defineMessages({
  noSuchPlan: { id: 'api.error.plans.no-such-plan', defaultMessage: 'There is no such plan.' },
  tooMany: {
    id: 'api.error.plans.too-many',
    defaultMessage: 'You can keep at most {max, number} plans going at once. End one of them (on My jobs) to start another.',
  },
  changedMeanwhile: { id: 'api.error.plans.changed-meanwhile', defaultMessage: 'This plan changed meanwhile. Reload it and try again.' },
  ended: { id: 'api.error.plans.ended', defaultMessage: 'This plan has ended: it cannot change any more.' },
  notActive: { id: 'api.error.plans.not-active', defaultMessage: 'Only an active plan can be paused.' },
  notPaused: { id: 'api.error.plans.not-paused', defaultMessage: 'Only a paused plan can be resumed.' },
  changeSomething: { id: 'api.error.plans.change-something', defaultMessage: 'Choose a new day, time or provider.' },
  notAVisit: { id: 'api.error.plans.not-a-visit', defaultMessage: 'There is no such visit in this plan.' },
  cannotSkip: { id: 'api.error.plans.cannot-skip', defaultMessage: 'This visit has started, is over or is cancelled already: it cannot be skipped.' },
  onlyManagers: { id: 'api.error.plans.only-managers', defaultMessage: 'Only the market’s managers see its plans.' },
  badCursor: { id: 'api.error.plans.bad-cursor', defaultMessage: 'This page of plans does not exist. Start from the first.' },
  providerCannotTakePlan: { id: 'api.error.plans.provider-cannot-take-plan', defaultMessage: 'This provider does not offer these services in {market} now. Choose another.' },
  cannotBeOwnProvider: { id: 'api.error.plans.own-provider', defaultMessage: 'You cannot be the provider of your own plan.' },
});
