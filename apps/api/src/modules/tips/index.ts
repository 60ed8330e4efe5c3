/* The public entry of tips: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { findTip, findTipOfPayment, lockTipPayment } from './tips.repository';
export { takeHeldTips } from './take-tip';
export { tipAsGiven } from './tip-as-given';
export { tipRoutes } from './tips.routes';
export { tipsMessages } from './tips-messages';
