/* The public entry of notifications: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { queueAccountMessage } from './account-messages';
export { servicesText } from './job-facts';
export { notify } from './notify';
export { requireOneClickBody } from './one-click-body';
export { insertNotifications } from './outbox.repository';
export type { LaunchPayload, NotificationPayload, OutboxPayload } from './payload';
export { channelsFor } from './preferences';
export { loadOverrides } from './preferences.repository';
export { inAppText } from './render';
export { accountMessage } from './templates/account-messages';
export { launchMessage } from './templates/launch-message';
export { dayText, shortServices } from './templates/message-text';
export type { ProviderReviewTemplate } from './templates/provider-review-messages';
