import { MicroFrontendRegistry, type EventLike } from './micro-frontends';
import { routeToCodeOwner } from './project-routing';

const BOOKING_DSN = 'https://booking-key@o1.ingest.example/2';

describe('routeToCodeOwner', () => {
  const registry = new MicroFrontendRegistry({ name: 'shell', release: 'shell@1', assetBaseUrl: 'https://site.example/' });
  registry.register({ name: 'booking', release: 'booking@2.0.0+def', assetBaseUrl: 'https://booking.example/' });
  registry.register({ name: 'market', release: 'market@3', assetBaseUrl: 'https://market.example/' });
  const route = routeToCodeOwner({ booking: BOOKING_DSN, market: '' }, registry);
  const thrownIn = (filename: string, tags: Record<string, string> = {}): EventLike =>
    registry.attribute({ tags, exception: { values: [{ stacktrace: { frames: [{ filename }] } }] } });

  it('sends an error thrown in a remote to its DSN with its release', () => {
    const event = thrownIn('https://booking.example/page.js');
    expect(route({ getEvent: () => event })).toEqual([{ dsn: BOOKING_DSN, release: 'booking@2.0.0+def' }]);
  });

  it("leaves the shell's errors and the remote loading failures it reports to the shell's DSN", () => {
    expect(route({ getEvent: () => thrownIn('https://site.example/main.js') })).toEqual([]);
    expect(route({ getEvent: () => thrownIn('https://site.example/main.js', { mfe: 'booking', 'remote.failure': 'entry' }) })).toEqual([]);
  });

  it("leaves a remote with no DSN of its own, or an empty one, to the shell's DSN", () => {
    registry.register({ name: 'provider', release: 'provider@1', assetBaseUrl: 'https://provider.example/' });
    expect(route({ getEvent: () => thrownIn('https://provider.example/page.js') })).toEqual([]);
    expect(route({ getEvent: () => thrownIn('https://market.example/page.js') })).toEqual([]);
  });

  it("leaves traces, replays and sessions (no error event in the envelope) to the shell's DSN", () => {
    expect(route({ getEvent: () => undefined })).toEqual([]);
  });
});
