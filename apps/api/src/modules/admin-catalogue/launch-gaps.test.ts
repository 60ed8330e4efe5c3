import { english } from '../../http/error-messages/localized';
import { launchGaps, notReadyMessage } from './launch-gaps';

describe('launchGaps', () => {
  it('is empty with a provider and a priced service', () => {
    expect(launchGaps({ offerableProviders: 1, pricedServices: 3 })).toEqual([]);
  });
  it('names each thing missing, providers first', () => {
    expect(launchGaps({ offerableProviders: 0, pricedServices: 0 })).toEqual(['offerable_provider', 'priced_service']);
    expect(launchGaps({ offerableProviders: 0, pricedServices: 2 })).toEqual(['offerable_provider']);
    expect(launchGaps({ offerableProviders: 4, pricedServices: 0 })).toEqual(['priced_service']);
  });
  it('says all of it in one message', () => {
    expect(english(notReadyMessage(['offerable_provider', 'priced_service']))).toBe(
      'This market cannot go live yet. It needs at least one active provider (approved there, weekly hours set, not suspended, not paused), and at least one active service with a price.',
    );
    expect(english(notReadyMessage(['priced_service']))).toBe('This market cannot go live yet. It needs at least one active service with a price.');
  });
});
