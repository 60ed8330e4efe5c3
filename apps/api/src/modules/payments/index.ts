/* The public entry of payments: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export type { GatewayCharge, GatewayPayout, PaymentGateway } from './gateway';
export { jobPaymentOf } from './job-payment';
export { findPayment, lockLatestCapturedPayment, lockPayment, setPaymentStatus } from './payments.repository';
