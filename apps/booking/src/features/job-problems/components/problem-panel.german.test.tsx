import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { jobDetail } from '../../../test/fixtures';
import { germanMessages } from '../../../test/intl';
import { renderWithProviders } from '../../../test/render';
import { ProblemPanel } from './problem-panel';
import { openable, reported } from '../test-fixtures';

describe('ProblemPanel in German', () => {
  it('words the form, the reasons and the case in German', async () => {
    fakeApi({ 'problems.get': inTurn(openable, reported), 'problems.report': () => reported });
    renderWithProviders(<ProblemPanel jobId={jobDetail.id} />, { wrapper: testLanguage('de', await germanMessages()) });
    const form = await screen.findByRole('form', { name: 'Problem melden' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Was ist schiefgelaufen\?/ }), 'Etwas wurde beschädigt');
    await userEvent.type(within(form).getByRole('textbox', { name: /Beschreibung/ }), 'Eine Vase ist zerbrochen.');
    await userEvent.click(within(form).getByRole('button', { name: 'Problem melden' }));
    expect(callsTo('problems.report')[0]?.body).toEqual({ reason: 'damage', description: 'Eine Vase ist zerbrochen.' });
    expect(await screen.findByText(/Wartet auf Ihre Antwort/)).toBeInTheDocument();
    expect(screen.getByText('Marktteam')).toBeInTheDocument();
  });
});
