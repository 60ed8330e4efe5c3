import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { JobPhoto, JobPhotos } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { intlConfig, type Messages } from '@marketplace/i18n';
import { JobPhotosSection, type JobPhotosQueryState } from './job-photo-gallery';
import { germanMessages } from './test/test-intl';

const jobId = '4b1f6c2a-8e3d-4f5a-9b7c-1d2e3f4a5b6c';
const photo = (id: string, kind: JobPhoto['kind']): JobPhoto => ({ id, kind, url: `/api/jobs/${jobId}/photos/${id}/picture`, addedAt: '2026-03-04T14:10:00.000Z', can: { remove: false } });
const ids = ['0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', '1b2c3d4e-5f6a-4b7c-8d8e-9f0a1b2c3d4e', '2c3d4e5f-6a7b-4c8d-9e9f-0a1b2c3d4e5f'];
const photos: JobPhotos = {
  photos: [photo(ids[0]!, 'before'), photo(ids[1]!, 'after'), photo(ids[2]!, 'after')],
  requiresAfterPhoto: false,
  can: { addBefore: false, addAfter: false },
  perKind: 10,
  pictureLimits: { maxBytes: 8_388_608, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg', 'image/png', 'image/webp'] },
};
const state = (partial: Partial<JobPhotosQueryState>): (() => JobPhotosQueryState) => () => ({ data: undefined, isPending: false, error: null, ...partial });

function show(query: () => JobPhotosQueryState, language: 'en' | 'de' = 'en', messages: Messages = {}) {
  return render(
    <IntlProvider {...intlConfig(language, messages)}>
      <JobPhotosSection jobId={jobId} useJobPhotos={query} />
    </IntlProvider>,
  );
}

describe('JobPhotosSection', () => {
  it('shows before then after, each photo with its place in the group as alt text, opening the large size; masked for replay', () => {
    show(state({ data: photos }));
    const section = within(screen.getByRole('region', { name: 'Photos' }));
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Before', 'After']);
    expect(section.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Before photo 1 of 1', 'After photo 1 of 2', 'After photo 2 of 2']);
    const second = section.getByRole('img', { name: 'After photo 2 of 2' });
    expect(second).toHaveAttribute('src', `/api/jobs/${jobId}/photos/${ids[2]}/picture?size=256`);
    expect(second.closest('a')).toHaveAttribute('href', `/api/jobs/${jobId}/photos/${ids[2]}/picture?size=512`);
    expect(second.closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
  });

  it('says when a group is empty', () => {
    show(state({ data: { ...photos, photos: [photo(ids[1]!, 'after')] } }));
    expect(screen.getByText('No before photos.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'After photo 1 of 1' })).toBeInTheDocument();
  });

  it('shows nothing for a job without photos', () => {
    const { container } = show(state({ data: { ...photos, photos: [] } }));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing while loading, then says when the photos could not be loaded, with the API’s words', () => {
    const { container, unmount } = show(state({ isPending: true }));
    expect(container).toBeEmptyDOMElement();
    unmount();
    show(state({ error: new ApiError(404, 'NOT_FOUND', 'There is no such job.') }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the photosThere is no such job.');
  });

  it('speaks German', async () => {
    show(state({ data: photos }), 'de', await germanMessages());
    const section = within(screen.getByRole('region', { name: 'Fotos' }));
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Vorher', 'Nachher']);
    expect(section.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Vorher-Foto 1 von 1', 'Nachher-Foto 1 von 2', 'Nachher-Foto 2 von 2']);
  });
});
