import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClientCatalogue } from '@marketplace/api-client/messages';
import { contractsCatalogue } from '@marketplace/contracts/messages';
import { preloadCatalogues } from '@marketplace/i18n';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { jobUiCatalogue } from '../messages/catalogue';
import { emptyProblems, openCase, resolvedCase } from './problem-fixtures';
import { renderProblems } from './render-problems.test-helper';

const german = () => preloadCatalogues([jobUiCatalogue, contractsCatalogue, apiClientCatalogue], 'de');

describe('ProblemCasePanel in German', () => {
  it('words the case, its steps, times, the hold note and the resolution in German', async () => {
    fakeApi({ 'problems.get': () => ({ ...emptyProblems, cases: [openCase, resolvedCase], can: { report: false, answer: true, manage: false, addPhoto: false } }) });
    renderProblems('provider', testLanguage('de', await german()));
    const panel = await screen.findByRole('region', { name: 'Problemmeldungen' });
    const [open, resolved] = within(panel).getAllByRole('article', { name: 'Problem: Mangelhafte Qualität' });
    expect(open).toHaveTextContent('Wartet auf den Dienstleister');
    expect(open).toHaveTextContent('Ihre Einnahmen aus diesem Auftrag (51,74 $) werden zurückgehalten, bis der Fall geklärt ist.');
    expect(open).toHaveTextContent('Das Marktteam hat den Dienstleister gefragt');
    expect(open).toHaveTextContent('4. März 2026, 11:30');
    expect(resolved).toHaveTextContent('Ergebnis: Teilerstattung');
    expect(resolved).toHaveTextContent('Dem Kunden erstattet: 20,00 $');
    await userEvent.click(within(open!).getByRole('button', { name: 'Antwort senden' }));
    expect(await within(open!).findByText('Schreiben Sie eine Nachricht')).toBeInTheDocument();
  });

  it('words the report form and its errors in German', async () => {
    fakeApi({ 'problems.get': () => ({ ...emptyProblems, reportOpenUntil: '2026-03-06T15:00:00.000Z', can: { report: true, answer: false, manage: false, addPhoto: false } }) });
    renderProblems('customer', testLanguage('de', await german()));
    const panel = await screen.findByRole('region', { name: 'Problemmeldungen' });
    expect(panel).toHaveTextContent('Sie können bis 6. März 2026, 10:00 ein Problem melden.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Problem melden' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(panel).findByText('Wählen Sie, was schiefgelaufen ist')).toBeInTheDocument();
    expect(within(panel).getByText('Beschreiben Sie, was schiefgelaufen ist')).toBeInTheDocument();
    expect(within(panel).getByRole('option', { name: 'Zu spät oder nicht erschienen' })).toBeInTheDocument();
  });
});
