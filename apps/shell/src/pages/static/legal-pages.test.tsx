import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../messages/de.json';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

describe('the legal pages', () => {
  it('show the terms in English with the date in the reader’s format', () => {
    render(<TermsPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of service');
    expect(screen.getByText('Last updated November 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('show the terms and the privacy policy in German, with a German date', () => {
    const wrapper = testLanguage('de', german);
    const { unmount } = render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
      { wrapper },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Allgemeine Geschäftsbedingungen');
    expect(screen.getByText('Stand: 22. November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy-policy');
    unmount();

    render(
      <MemoryRouter>
        <PrivacyPolicyPage />
      </MemoryRouter>,
      { wrapper },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Fehlerberichte, Leistungsdaten und Sitzungsaufzeichnung' })).toBeInTheDocument();
    expect(screen.getByText(/Dienst zur Fehlerberichterstattung \(Sentry\)/)).toBeInTheDocument();
    expect(screen.getByText('privacy@handyhub.example')).toHaveAttribute('translate', 'no');
  });
});
