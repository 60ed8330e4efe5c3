import { authEndpoints } from './auth';
import { bookingEndpoints } from './booking';
import type { Endpoint } from './endpoint';
import { healthEndpoints } from './health';
import { jobDeskEndpoints } from './job-desk';
import { moneyEndpoints } from './money';
import { outboxEndpoints } from './notification-outbox';
import { notificationEndpoints } from './notifications';
import { jobEndpoints } from './jobs';
import { marketEndpoints } from './markets';
import { marketInsightsEndpoints } from './market-insights';
import { marketJobEndpoints } from './market-jobs';
import { providerProfileEndpoints } from './provider-profile';
import { providerJobEndpoints } from './provider-jobs';
import { providerEndpoints } from './providers';
import type { RouteKey } from './routes';
import { waitlistEndpoints } from './waitlist';
import { adminEndpoints } from './security-events';

/** Every endpoint of the API, grouped: the server registers exactly these, OpenAPI lists them. */
export const apiEndpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  markets: marketEndpoints,
  providers: providerEndpoints,
  providerProfile: providerProfileEndpoints,
  waitlist: waitlistEndpoints,
  booking: bookingEndpoints,
  jobs: jobEndpoints,
  providerJobs: providerJobEndpoints,
  admin: adminEndpoints,
  jobDesk: jobDeskEndpoints,
  marketInsights: marketInsightsEndpoints,
  marketJobs: marketJobEndpoints,
  payments: moneyEndpoints,
  notifications: { ...notificationEndpoints, ...outboxEndpoints },
};

/** The same endpoints by route key (`'markets.get'`), which is how the client names them. */
export const endpoints = {
  'health.health': healthEndpoints.health,
  'auth.signup': authEndpoints.signup,
  'auth.login': authEndpoints.login,
  'auth.logout': authEndpoints.logout,
  'auth.me': authEndpoints.me,
  'auth.changePassword': authEndpoints.changePassword,
  'auth.sessions': authEndpoints.sessions,
  'auth.revokeSession': authEndpoints.revokeSession,
  'auth.revokeOtherSessions': authEndpoints.revokeOtherSessions,
  'markets.list': marketEndpoints.list,
  'markets.get': marketEndpoints.get,
  'markets.settings': marketEndpoints.settings,
  'markets.updateSettings': marketEndpoints.updateSettings,
  'markets.settingsHistory': marketEndpoints.settingsHistory,
  'providers.listInMarket': providerEndpoints.listInMarket,
  'providers.profile': providerEndpoints.profile,
  'providers.availability': providerEndpoints.availability,
  'providers.updateAvailability': providerEndpoints.updateAvailability,
  'providerProfile.editor': providerProfileEndpoints.editor,
  'providerProfile.updateDetails': providerProfileEndpoints.updateDetails,
  'providerProfile.uploadPicture': providerProfileEndpoints.uploadPicture,
  'providerProfile.removePicture': providerProfileEndpoints.removePicture,
  'providerProfile.addTimeOff': providerProfileEndpoints.addTimeOff,
  'providerProfile.removeTimeOff': providerProfileEndpoints.removeTimeOff,
  'providerProfile.reviews': providerProfileEndpoints.reviews,
  'waitlist.join': waitlistEndpoints.join,
  'booking.coverage': bookingEndpoints.coverage,
  'booking.quote': bookingEndpoints.quote,
  'booking.slots': bookingEndpoints.slots,
  'booking.providersAt': bookingEndpoints.providersAt,
  'booking.hold': bookingEndpoints.hold,
  'booking.releaseHold': bookingEndpoints.releaseHold,
  'jobs.place': jobEndpoints.place,
  'jobs.listMine': jobEndpoints.listMine,
  'jobs.get': jobEndpoints.get,
  'jobs.cancellationQuote': jobEndpoints.cancellationQuote,
  'jobs.cancel': jobEndpoints.cancel,
  'jobs.rescheduleSlots': jobEndpoints.rescheduleSlots,
  'jobs.reschedule': jobEndpoints.reschedule,
  'jobs.review': jobEndpoints.review,
  'jobs.calendar': jobEndpoints.calendar,
  'providerJobs.requests': providerJobEndpoints.requests,
  'providerJobs.upcoming': providerJobEndpoints.upcoming,
  'providerJobs.calendar': providerJobEndpoints.calendar,
  'providerJobs.earnings': providerJobEndpoints.earnings,
  'providerJobs.get': providerJobEndpoints.get,
  'providerJobs.accept': providerJobEndpoints.accept,
  'providerJobs.decline': providerJobEndpoints.decline,
  'providerJobs.start': providerJobEndpoints.start,
  'providerJobs.complete': providerJobEndpoints.complete,
  'providerJobs.noShow': providerJobEndpoints.noShow,
  'providerJobs.cancel': providerJobEndpoints.cancel,
  'providerJobs.addNote': providerJobEndpoints.addNote,
  'admin.securityEvents': adminEndpoints.securityEvents,
  'jobDesk.get': jobDeskEndpoints.get,
  'jobDesk.candidates': jobDeskEndpoints.candidates,
  'jobDesk.assign': jobDeskEndpoints.assign,
  'jobDesk.changeStatus': jobDeskEndpoints.changeStatus,
  'jobDesk.cancel': jobDeskEndpoints.cancel,
  'marketInsights.kpis': marketInsightsEndpoints.kpis,
  'marketInsights.capacity': marketInsightsEndpoints.capacity,
  'marketJobs.list': marketJobEndpoints.list,
  'marketJobs.export': marketJobEndpoints.export,
  'marketJobs.unassigned': marketJobEndpoints.unassigned,
  'marketJobs.calendar': marketJobEndpoints.calendar,
  'payments.createTestPaymentMethod': moneyEndpoints.createTestPaymentMethod,
  'payments.jobPayment': moneyEndpoints.jobPayment,
  'payments.pay': moneyEndpoints.pay,
  'payments.invoice': moneyEndpoints.invoice,
  'payments.invoicePdf': moneyEndpoints.invoicePdf,
  'payments.refund': moneyEndpoints.refund,
  'payments.providerPayments': moneyEndpoints.providerPayments,
  'payments.providerEarningsCsv': moneyEndpoints.providerEarningsCsv,
  'notifications.preferences': notificationEndpoints.preferences,
  'notifications.updatePreferences': notificationEndpoints.updatePreferences,
  'notifications.inbox': notificationEndpoints.inbox,
  'notifications.markRead': notificationEndpoints.markRead,
  'notifications.unsubscribeState': notificationEndpoints.unsubscribeState,
  'notifications.unsubscribe': notificationEndpoints.unsubscribe,
  'notifications.unsubscribeOneClick': notificationEndpoints.unsubscribeOneClick,
  'notifications.unsubscribeOneClickLink': notificationEndpoints.unsubscribeOneClickLink,
  'notifications.outbox': outboxEndpoints.outbox,
  'notifications.outboxMessage': outboxEndpoints.outboxMessage,
  'notifications.retry': outboxEndpoints.retry,
} satisfies Record<RouteKey, Endpoint>;
