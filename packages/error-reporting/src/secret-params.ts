/**
 * URL parameters that are secrets: an unsubscribe link's signed token is the permission to
 * change someone's email settings, so it never goes into a log or an error report (its events,
 * breadcrumbs, spans and replays). docs/notifications.md, "Unsubscribe links".
 */
const SECRET_PARAMS = ['token'];

const inQuery = new RegExp(`(^|[?&#;])(${SECRET_PARAMS.join('|')})=[^&#\\s"'<>]*`, 'gi');

/** `/unsubscribe?token=1.abc.def&x=1` → `/unsubscribe?token=[redacted]&x=1`. */
export function redactSecretParams(text: string): string {
  return text.replace(inQuery, '$1$2=[redacted]');
}

/** A copy of any JSON-like value (an event, a breadcrumb, a span) with every secret parameter redacted. */
export function withoutSecrets<T>(value: T): T {
  if (typeof value === 'string') return redactSecretParams(value) as T;
  if (Array.isArray(value)) {
    // Sentry may keep a query string as [name, value] pairs.
    if (value.length === 2 && typeof value[0] === 'string' && SECRET_PARAMS.includes(value[0].toLowerCase()) && typeof value[1] === 'string') return [value[0], '[redacted]'] as T;
    return value.map((item: unknown) => withoutSecrets(item)) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, SECRET_PARAMS.includes(key.toLowerCase()) && typeof item === 'string' ? '[redacted]' : withoutSecrets(item)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}
