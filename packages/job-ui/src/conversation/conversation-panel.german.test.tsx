import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClientCatalogue } from '@marketplace/api-client/messages';
import { contractsCatalogue } from '@marketplace/contracts/messages';
import { preloadCatalogues } from '@marketplace/i18n';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { jobUiCatalogue } from '../messages/catalogue';
import { customerMessage, emptyConversation, myMessage } from './conversation-fixtures';
import { renderPanel } from './render-panel.test-helper';

const german = () => preloadCatalogues([jobUiCatalogue, contractsCatalogue, apiClientCatalogue], 'de');


describe('ConversationPanel in German', () => {
  it('words the panel, the authors, the times and the form’s errors in German', async () => {
    fakeApi({ 'messages.list': () => ({ ...emptyConversation, viewerSide: 'provider' as const, messages: [customerMessage, myMessage], seenByOtherUpTo: myMessage.id, contactMasked: true }) });
    renderPanel('0c6f3d2a-1b4e-4c8d-9a7f-5e6d7c8b9a01', testLanguage('de', await german()));
    const panel = await screen.findByRole('region', { name: 'Nachrichten' });
    const [first, second] = within(await within(panel).findByRole('list', { name: 'Nachrichten zu diesem Auftrag' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Anna (Kunde)');
    expect(first).toHaveTextContent('03.03.2026, 09:05');
    expect(second).toHaveTextContent('Sie');
    expect(second).toHaveTextContent('Gesehen');
    expect(panel).toHaveTextContent('E-Mail-Adressen und Telefonnummern in Nachrichten sind verborgen (•••), bis ein Dienstleister den Auftrag annimmt.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Senden' }));
    expect(await within(panel).findByText('Schreiben Sie eine Nachricht oder fügen Sie ein Foto hinzu')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Nachricht von Anna (Kunde) melden' })).toBeInTheDocument();
  });
});
