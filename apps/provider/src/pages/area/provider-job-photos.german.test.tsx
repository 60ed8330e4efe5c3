import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import { screen, within } from '@testing-library/react';
import type { JobPhotos, ProviderJobDetail } from '@marketplace/contracts';
import { preloadCatalogues } from '@marketplace/i18n';
import { jobUiCatalogue } from '@marketplace/job-ui/messages';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../messages/de.json';
import { acceptedDetail, authorizedPayment, noPhotos, noTips, providerUser } from '../../test/fixtures';
import ProviderJobPage from './provider-job-page';

const started: ProviderJobDetail = { ...acceptedDetail, status: 'in_progress', actions: ['complete'], requiresAfterPhoto: true, afterPhotos: 0 };
const photo = (id: string) => ({ id, kind: 'before' as const, url: `/api/jobs/${acceptedDetail.id}/photos/${id}/picture`, addedAt: '2026-03-04T14:10:00.000Z', can: { remove: true } });
const photos: JobPhotos = { ...noPhotos, requiresAfterPhoto: true, can: { addBefore: true, addAfter: true }, photos: [photo('6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d'), photo('7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e')] };

describe('the provider’s job photos in German', () => {
  it('words the steps, the rule, the buttons and the alt texts in German', async () => {
    fakeApi({ ...noMessages, ...noProblems, 'payments.jobPayment': () => authorizedPayment, 'tips.list': () => noTips, 'providerJobs.get': () => started, 'jobPhotos.list': () => photos });
    const German = testLanguage('de', { ...german, ...(await preloadCatalogues([jobUiCatalogue], 'de')) });
    renderPage(
      <German>
        <ProviderJobPage />
      </German>,
      { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser },
    );
    const complete = await screen.findByRole('button', { name: 'Auftrag abschließen' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('Um diesen Auftrag abzuschließen, fügen Sie unter „Fotos“ mindestens ein Nachher-Foto hinzu: Dieser Markt verlangt eines.');
    const section = within(screen.getByRole('region', { name: 'Fotos' }));
    expect(await section.findByRole('img', { name: 'Vorher-Foto 2 von 2' })).toBeInTheDocument();
    expect(section.getByText('Dieser Markt verlangt mindestens ein Nachher-Foto der fertigen Arbeit, bevor Sie den Auftrag abschließen.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Vorher-Fotos hinzufügen' })).toBeEnabled();
    expect(section.getByRole('button', { name: 'Nachher-Fotos hinzufügen' })).toBeEnabled();
    expect(section.getByRole('button', { name: 'Vorher-Foto 1 von 2 entfernen' })).toBeInTheDocument();
    expect(section.getByText('Keine Nachher-Fotos.')).toBeInTheDocument();
    expect(section.getByText(/Höchstens 10 pro Art/)).toBeInTheDocument();
  });
});
