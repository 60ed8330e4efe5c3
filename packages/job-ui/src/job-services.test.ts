import { jobServicesTitle } from './job-services';
import { englishIntl, germanIntl } from './test/test-intl';

const intl = englishIntl();

describe('jobServicesTitle', () => {
  it('names each service with its hours, or how many when more than one', () => {
    expect(
      jobServicesTitle(intl, [
        { serviceId: 'cleaning', name: 'House cleaning', unit: 'hour', quantity: 3 },
        { serviceId: 'tv-mounting', name: 'TV mounting', unit: 'job', quantity: 1 },
        { serviceId: 'assembly', name: 'Furniture assembly', unit: 'job', quantity: 2 },
      ]),
    ).toBe('House cleaning, 3 hours · TV mounting · Furniture assembly × 2');
    expect(jobServicesTitle(intl, [{ serviceId: 'cleaning', name: 'House cleaning', unit: 'hour', quantity: 1 }])).toBe('House cleaning, 1 hour');
  });
});

describe('jobServicesTitle in German', () => {
  it('counts hours in German', async () => {
    expect(jobServicesTitle(await germanIntl(), [{ serviceId: 'cleaning', name: 'Hausreinigung', unit: 'hour', quantity: 3 }])).toBe('Hausreinigung, 3 Stunden');
  });
});
