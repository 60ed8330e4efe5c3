import { redactSecretParams, withoutSecrets } from './secret-params';

describe('redactSecretParams', () => {
  it('hides the value of a token parameter, wherever it is in a URL', () => {
    expect(redactSecretParams('/api/notifications/unsubscribe?token=1.abc.def')).toBe('/api/notifications/unsubscribe?token=[redacted]');
    expect(redactSecretParams('https://shop.example/notifications/unsubscribe?x=1&TOKEN=abc&y=2#top')).toBe('https://shop.example/notifications/unsubscribe?x=1&TOKEN=[redacted]&y=2#top');
    expect(redactSecretParams('token=abc&page=2')).toBe('token=[redacted]&page=2');
    expect(redactSecretParams('GET /api/x?token=abc')).toBe('GET /api/x?token=[redacted]');
  });

  it('leaves other parameters and other words alone', () => {
    expect(redactSecretParams('/api/jobs?page=2&mytoken=1&tokens=2')).toBe('/api/jobs?page=2&mytoken=1&tokens=2');
    expect(redactSecretParams('a token= in a sentence')).toBe('a token= in a sentence');
  });
});

describe('withoutSecrets', () => {
  it('redacts every string of an event, breadcrumb or span, and any field called token', () => {
    const event = {
      request: { url: 'https://shop.example/notifications/unsubscribe?token=1.abc.def', query_string: 'token=1.abc.def', headers: { Referer: 'https://shop.example/x?token=q' } },
      breadcrumbs: [{ category: 'navigation', data: { from: '/notifications/unsubscribe?token=1.abc.def', to: '/notifications/unsubscribe' } }],
      extra: { query: { token: '1.abc.def', page: 2 }, list: [['token', 'x']] },
    };
    const clean = withoutSecrets(event);
    expect(JSON.stringify(clean)).not.toMatch(/abc|def|\bq\b/);
    expect(clean.request.url).toBe('https://shop.example/notifications/unsubscribe?token=[redacted]');
    expect(clean.extra.query).toEqual({ token: '[redacted]', page: 2 });
    expect(clean.breadcrumbs[0]!.data.to).toBe('/notifications/unsubscribe');
  });
});
