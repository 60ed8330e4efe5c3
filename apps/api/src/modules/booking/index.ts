/* The public entry of booking: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { feesOf, loadBookingContext, loadMarket, policyOf } from './booking-market';
export { cancellationTerms, deadlineAfterReschedule, feeChanges } from './cancellation';
export { postalCodeCandidates } from './coverage';
export { addDays, dayClock, localDate } from './day-clock';
export { findJobOrHold, lapseExpiredHolds, lapseExpiredHoldsAround, markHoldReleased } from './holds.repository';
export { listJobServices, listJobServicesInEveryLanguage, writeJobServices } from './job-services.repository';
export type { JobServiceRow } from './job-services.repository';
export { priceColumns } from './price-columns';
export { applyBasisPoints, priceSelection, priceTotals } from './prices';
export { providersFreeAt, searchSchedules } from './schedule-search';
export { listBlockingJobs, listProvidersOffering, listTimeOff, listWeeklyHours } from './schedules.repository';
export type { TimeRange, WeeklyInterval } from './slot-engine';
export { toSlotsResponse } from './slots.service';
export { bookingRoutes } from './booking.routes';
export { freeCancellationDeadline } from './cancellation';
export { jobServiceRows } from './job-services.repository';
export type { PricedService, PriceTotals } from './prices';
