/* The public entry of payments: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export type { GatewayCharge, GatewayPayout, PaymentGateway } from './gateway';
export { jobPaymentOf } from './job-payment';
export { findPayment, lockLatestCapturedPayment, lockPayment, setPaymentStatus, updatePaymentIfStatus } from './payments.repository';
export type { PaymentRow } from './payments.repository';
export { authoriseCard, recordAuthorisation, releaseUnusedAuthorisation } from './authorise-booking';
export type { Authorisation } from './authorise-booking';
export { paymentsMessages } from './payments-messages';
export { moneyOnJobFacts } from './job-money';
export { jobPaymentRoutes } from './job-payment.routes';
export { payAsBooked } from './pay-as-booked';
export { paymentMethodRoutes } from './payment-methods.routes';
export { startPaymentWorkers } from './payment-workers';
export { settleOverduePayments } from './settle-payment';
export type { MoneyDeps } from './settle-payment';
export { createTestGateway, testPaymentMethods } from './test-gateway';
