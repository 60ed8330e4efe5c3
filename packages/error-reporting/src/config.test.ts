import { REPLAY_OPTIONS, SAMPLE_RATES, sameOriginTargets } from './config';

const matches = (url: string) => sameOriginTargets('http://localhost:3000').some((target) => target.test(url));

describe('sameOriginTargets', () => {
  it.each(['/api/jobs', 'http://localhost:3000/api/health', 'http://localhost:3000'])('propagates to %s', (url) => {
    expect(matches(url)).toBe(true);
  });

  it.each([
    'http://localhost:3001/mf-manifest.json',
    'https://o1.ingest.sentry.io/api/1/envelope/',
    '//evil.example/x',
    'http://localhost:3000.evil.example/',
    'https://evil.example/?next=http://localhost:3000/',
  ])('never propagates to %s', (url) => {
    expect(matches(url)).toBe(false);
  });
});

describe('sampling and replay', () => {
  it('uses the rates the specification fixes', () => {
    expect(SAMPLE_RATES).toEqual({ tracesSampleRate: 1, replaysSessionSampleRate: 0.01, replaysOnErrorSampleRate: 0.25 });
  });

  it('records text but masks inputs and what is marked as personal data', () => {
    expect(REPLAY_OPTIONS).toEqual({ maskAllText: false, maskAllInputs: true, mask: ['[data-personal]'], beforeAddRecordingEvent: expect.any(Function) });
  });

  it('records no unsubscribe token in a replay (network and navigation entries carry URLs)', () => {
    const entry = { type: 5, data: { tag: 'performanceSpan', payload: { op: 'resource.fetch', description: 'https://site.example/api/notifications/unsubscribe?token=1.secret.sig' } } };
    expect(JSON.stringify(REPLAY_OPTIONS.beforeAddRecordingEvent(entry))).not.toContain('secret');
  });
});
