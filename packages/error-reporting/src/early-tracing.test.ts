import { markStarted, type Sdk } from './delivery';
import { traceUntilSdkStarts } from './early-tracing';

const sent: Array<{ url: string; headers: Headers }> = [];
const fakeFetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
  sent.push({ url: String(input), headers: new Headers(init?.headers) });
  return Promise.resolve({ ok: true } as Response);
});

describe('traceUntilSdkStarts', () => {
  it('puts one trace on same-origin requests and in the meta tags the SDK reads, until the SDK starts', async () => {
    window.fetch = fakeFetch as unknown as typeof fetch;
    traceUntilSdkStarts({ dsn: 'https://abc123@o1.ingest.example/2', environment: 'e2e', release: 'shell@1' }, 'https://site.example');

    await fetch('/api/markets', { headers: { accept: 'application/json' } });
    await fetch('https://site.example/api/auth/me');
    await fetch('https://booking.example/mf-manifest.json');

    const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
    const traceId = meta('sentry-trace')?.split('-')[0];
    expect(meta('sentry-trace')).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}-1$/);
    expect(meta('baggage')).toBe(
      `sentry-trace_id=${traceId},sentry-sampled=true,sentry-sample_rate=1,sentry-environment=e2e,sentry-release=shell%401,sentry-public_key=abc123`,
    );
    expect(sent.map(({ url, headers }) => [url, headers.get('sentry-trace'), headers.get('accept')])).toEqual([
      ['/api/markets', meta('sentry-trace'), 'application/json'],
      ['https://site.example/api/auth/me', meta('sentry-trace'), null],
      ['https://booking.example/mf-manifest.json', null, null],
    ]);

    // From now on the SDK traces requests itself.
    markStarted({ capture: jest.fn() } as unknown as Sdk);
    await fetch('/api/markets');
    expect(sent.at(-1)?.headers.get('sentry-trace')).toBeNull();
  });
});
