import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SecurityEvent, SecurityEventType } from '@marketplace/contracts';

/** The security log's event types in words (docs/security.md, docs/admin.md). */
export const securityEventLabels: Record<SecurityEventType, MessageDescriptor> = defineMessages({
  login_succeeded: { id: 'market.security-event.login-succeeded', defaultMessage: 'Logged in' },
  login_failed: { id: 'market.security-event.login-failed', defaultMessage: 'Login failed' },
  rate_limited: { id: 'market.security-event.rate-limited', defaultMessage: 'Rate limited' },
  signup: { id: 'market.security-event.signup', defaultMessage: 'Signed up' },
  signup_requested: { id: 'market.security-event.signup-requested', defaultMessage: 'Sign-up asked' },
  password_reset_requested: { id: 'market.security-event.password-reset-requested', defaultMessage: 'Password reset asked' },
  password_reset: { id: 'market.security-event.password-reset', defaultMessage: 'Password reset' },
  email_change_requested: { id: 'market.security-event.email-change-requested', defaultMessage: 'Email change asked' },
  email_changed: { id: 'market.security-event.email-changed', defaultMessage: 'Email changed' },
  logout: { id: 'market.security-event.logout', defaultMessage: 'Logged out' },
  password_changed: { id: 'market.security-event.password-changed', defaultMessage: 'Password changed' },
  session_revoked: { id: 'market.security-event.session-revoked', defaultMessage: 'Session ended' },
  access_refused: { id: 'market.security-event.access-refused', defaultMessage: 'Access refused' },
  cross_site_refused: { id: 'market.security-event.cross-site-refused', defaultMessage: 'Cross-site request refused' },
  phone_verified: { id: 'market.security-event.phone-verified', defaultMessage: 'Phone verified' },
  account_deleted: { id: 'market.security-event.account-deleted', defaultMessage: 'Account deleted' },
  role_granted: { id: 'market.security-event.role-granted', defaultMessage: 'Role granted' },
  role_revoked: { id: 'market.security-event.role-revoked', defaultMessage: 'Role revoked' },
  account_disabled: { id: 'market.security-event.account-disabled', defaultMessage: 'Account disabled' },
  account_enabled: { id: 'market.security-event.account-enabled', defaultMessage: 'Account enabled' },
  market_created: { id: 'market.security-event.market-created', defaultMessage: 'Market created' },
  market_changed: { id: 'market.security-event.market-changed', defaultMessage: 'Market changed' },
  market_status_changed: { id: 'market.security-event.market-status-changed', defaultMessage: 'Market opened or closed' },
  service_created: { id: 'market.security-event.service-created', defaultMessage: 'Service created' },
  service_changed: { id: 'market.security-event.service-changed', defaultMessage: 'Service changed' },
  service_price_changed: { id: 'market.security-event.service-price-changed', defaultMessage: 'Service price changed' },
});

/** An event's details in one line: `role: manager · marketId: nyc`. */
export function describeDetail(detail: SecurityEvent['detail']): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}
