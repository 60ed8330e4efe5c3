import { adminCatalogueMessages } from '../../modules/admin-catalogue/admin-catalogue-messages';
import { jobsMessages } from '../../modules/jobs/jobs-messages';
import { providerApplicationsMessages as applications } from '../../modules/provider-applications/provider-applications-messages';
import { refundsMessages } from '../../modules/refunds/refunds-messages';
import { readerLanguage } from '../../i18n/reader-language';
import { english, errorWords, type ErrorText } from './localized';

const german = errorWords(readerLanguage({ headers: { cookie: 'lang=de' } }));

describe('an error message in the reader’s language, its values too', () => {
  it('selects whole sentences by status and step', () => {
    const text: ErrorText = { ...jobsMessages.wrongStatus, values: { status: 'in_progress', action: 'cancel' } };
    expect(english(text)).toBe('A job in progress cannot be cancelled.');
    expect(german.format(text)).toBe('Ein laufender Auftrag kann nicht storniert werden.');
    expect(german.format({ ...adminCatalogueMessages.notReady, values: { gaps: 'priced_service' } })).toBe('Dieser Markt kann noch nicht starten. Er braucht mindestens eine aktive Leistung mit Preis.');
  });

  it('words money in the reader’s format', () => {
    const text: ErrorText = { ...refundsMessages.atMostRefundable, values: { amount: { amountMinor: 4200, currency: 'EUR' } } };
    expect(english(text)).toBe('At most €42.00 can be refunded.');
    expect(german.format(text)).toBe('Es können höchstens 42,00\u00a0€ erstattet werden.');
  });

  it('words a list of messages in the same language', () => {
    const text: ErrorText = { ...applications.beforeYouSubmit, values: { gaps: [applications.chooseServiceInList, applications.verifyPhoneInList] } };
    expect(english(text)).toBe('Before you submit: choose at least one service you offer there; verify your phone number.');
    expect(german.format(text)).toBe('Bevor Sie einreichen: wählen Sie mindestens eine Leistung, die Sie dort anbieten; bestätigen Sie Ihre Telefonnummer.');
  });
});
