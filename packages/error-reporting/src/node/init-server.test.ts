import { httpIntegration, init } from '@sentry/node';
import { initServerErrorReporting } from './index';

jest.mock('@sentry/node', () => ({
  init: jest.fn(),
  httpIntegration: jest.fn((options: unknown) => ({ name: 'Http', options })),
  fastifyIntegration: jest.fn(() => ({ name: 'Fastify' })),
}));

type Hook = (event: Record<string, unknown>) => Record<string, unknown> | null;

// The body of a failing card request, as Sentry would have kept it from the request stream.
const cardRequest = {
  url: 'http://127.0.0.1:3100/api/payments/test-mode/payment-methods',
  method: 'POST',
  data: '{"number":"4242 4242 4242 4242","expMonth":12,"expYear":2031,"cvc":"123"}',
};

describe('initServerErrorReporting', () => {
  it('is off without a DSN', () => {
    expect(initServerErrorReporting({ release: 'api@1' })).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('never reads request bodies, and drops any body from error events', () => {
    expect(initServerErrorReporting({ dsn: 'https://key@o1.ingest.example/2', release: 'api@1' })).toBe(true);
    const options = jest.mocked(init).mock.calls[0]![0]!;
    expect(httpIntegration).toHaveBeenCalledWith({ maxRequestBodySize: 'none' });
    expect(options.integrations).toEqual(expect.arrayContaining([{ name: 'Http', options: { maxRequestBodySize: 'none' } }]));

    const beforeSend = options.beforeSend as unknown as Hook;
    const sent = beforeSend({ message: 'boom', request: cardRequest });
    expect(sent).toEqual({ message: 'boom', request: { url: cardRequest.url, method: 'POST' } });
    expect(JSON.stringify(sent)).not.toMatch(/4242|cvc|123/);
    expect(beforeSend({ message: 'no request' })).toEqual({ message: 'no request' });
  });

  it('keeps unsubscribe tokens out of events, breadcrumbs and spans', () => {
    initServerErrorReporting({ dsn: 'https://key@o1.ingest.example/2', release: 'api@1' });
    const options = jest.mocked(init).mock.calls.at(-1)![0]! as unknown as Record<string, Hook>;
    const url = 'http://127.0.0.1:3100/api/notifications/unsubscribe/one-click?token=1.secret.sig';
    const sent = [
      options.beforeSend!({ request: { url, query_string: 'token=1.secret.sig' } }),
      options.beforeBreadcrumb!({ data: { url } }),
      options.beforeSendSpan!({ name: 'POST /api/notifications/unsubscribe/one-click', attributes: { 'url.full': url, 'http.target': '/api/notifications/unsubscribe/one-click?token=1.secret.sig' } }),
    ];
    expect(JSON.stringify(sent)).not.toContain('secret');
  });
});
