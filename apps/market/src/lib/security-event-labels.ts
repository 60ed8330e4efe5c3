import type { SecurityEvent, SecurityEventType } from '@marketplace/contracts';

/** The security log's event types in words (docs/security.md, docs/admin.md). */
export const securityEventLabels: Record<SecurityEventType, string> = {
  login_succeeded: 'Logged in',
  login_failed: 'Login failed',
  rate_limited: 'Rate limited',
  signup: 'Signed up',
  signup_requested: 'Sign-up asked',
  password_reset_requested: 'Password reset asked',
  password_reset: 'Password reset',
  email_change_requested: 'Email change asked',
  email_changed: 'Email changed',
  logout: 'Logged out',
  password_changed: 'Password changed',
  session_revoked: 'Session ended',
  access_refused: 'Access refused',
  cross_site_refused: 'Cross-site request refused',
  phone_verified: 'Phone verified',
  account_deleted: 'Account deleted',
  role_granted: 'Role granted',
  role_revoked: 'Role revoked',
  account_disabled: 'Account disabled',
  account_enabled: 'Account enabled',
  market_created: 'Market created',
  market_changed: 'Market changed',
  market_status_changed: 'Market opened or closed',
  service_created: 'Service created',
  service_changed: 'Service changed',
  service_price_changed: 'Service price changed',
};

/** An event's details in one line: `role: manager · marketId: nyc`. */
export function describeDetail(detail: SecurityEvent['detail']): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}
