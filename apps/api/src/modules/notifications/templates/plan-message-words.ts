import { defineMessages } from '@marketplace/contracts/messages';

/**
 * The words of a recurring plan's messages (plan-messages.ts), with the job messages' arguments
 * (job-message-words.ts) and `every`: how often the plan repeats ("every 2 weeks").
 */
export const planWords = defineMessages({
  every: { id: 'api.plan.every', defaultMessage: '{weeks, plural, one {every week} other {every # weeks}}' },
  openPlan: { id: 'api.plan.open-plan', defaultMessage: 'Open your plan' },

  createdCustomerSubject: { id: 'api.plan.created.customer.subject', defaultMessage: 'Your plan is set: {what}, {every}' },
  createdCustomerSummary: {
    id: 'api.plan.created.customer.summary',
    defaultMessage: 'Your {what} repeats {every}, starting on {when}. We book each visit ahead and charge it like a single job; skip, move or change visits on your plan’s page.',
  },
  createdProviderSubject: { id: 'api.plan.created.provider.subject', defaultMessage: 'New plan with you: {what}, {every}' },
  createdProviderSummary: { id: 'api.plan.created.provider.summary', defaultMessage: '{customer} booked {what} {every} with you, starting on {when}. Each visit is a job of its own in your list.' },

  skippedCustomerSubject: { id: 'api.plan.skipped.customer.subject', defaultMessage: 'Visit skipped: your {what} on {day}' },
  skippedCustomerSummary: { id: 'api.plan.skipped.customer.summary', defaultMessage: 'You skipped the visit on {when}. Your plan goes on.' },
  skippedProviderSubject: { id: 'api.plan.skipped.provider.subject', defaultMessage: 'Visit skipped: {what} for {customer} on {day}' },
  skippedProviderSummary: { id: 'api.plan.skipped.provider.summary', defaultMessage: '{customer} skipped the visit on {when}: you are not expected then. The plan goes on.' },

  unassignedCustomerSubject: { id: 'api.plan.unassigned.customer.subject', defaultMessage: 'Your {what} on {day} has no provider yet' },
  unassignedCustomerSummary: {
    id: 'api.plan.unassigned.customer.summary',
    defaultMessage: 'Your plan’s provider can’t take the visit on {when}. The visit stays booked and we are finding another provider; you don’t need to do anything.',
  },
  unassignedManagerSubject: { id: 'api.plan.unassigned.manager.subject', defaultMessage: 'Plan visit {ref} needs a provider' },
  unassignedManagerSummary: { id: 'api.plan.unassigned.manager.summary', defaultMessage: '{customer}’s {what} on {when}, a visit of a plan, has no provider. Assign one in {market}’s job desk.' },

  declinedSubject: { id: 'api.plan.card-declined.subject', defaultMessage: 'Your card was declined for your {what} on {day}' },
  declinedSummary: {
    id: 'api.plan.card-declined.summary',
    defaultMessage: 'We could not authorise the visit of your plan on {when} on your card. The visit stays booked; you can pay for it from the job page once it is done.',
  },
});
