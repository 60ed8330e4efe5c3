import { jobServicesTitle } from './job-services';

describe('jobServicesTitle', () => {
  it('names each service, with how many when more than one', () => {
    expect(
      jobServicesTitle([
        { serviceId: 'cleaning', name: 'House cleaning', quantity: 3 },
        { serviceId: 'tv-mounting', name: 'TV mounting', quantity: 1 },
      ]),
    ).toBe('House cleaning × 3, TV mounting');
  });
});
