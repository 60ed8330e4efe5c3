import { act, render, screen } from '@testing-library/react';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from './messages/de.json';
import { PasswordStrengthMeter } from './password-strength-meter';

const meterFor = (password: string, details: { email?: string; name?: string } = {}) =>
  render(
    <>
      <input aria-label="Password" aria-describedby="strength" defaultValue={password} />
      <PasswordStrengthMeter id="strength" password={password} {...details} />
    </>,
  );

describe('PasswordStrengthMeter', () => {
  it('shows nothing (and loads nothing) while the field is empty', () => {
    meterFor('');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('says a common password is very weak, and why', async () => {
    meterFor('password123');
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    expect(screen.getByText('This is a commonly used password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Very weak.*commonly used password/);
  });

  it('counts the person’s own name and email as easy to guess', async () => {
    meterFor('Lovelace2026!', { name: 'Ada Lovelace', email: 'ada.lovelace@example.org' });
    expect(await screen.findByText('There should not be any personal or page related data.')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Not strong enough');
  });

  it('calls a few uncommon words strong', async () => {
    meterFor('tangerine quilt harbor');
    expect(await screen.findByRole('meter')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^(Strong|Very strong)$/));
  });
});

describe('PasswordStrengthMeter in German', () => {
  it('gives its hints in the page’s language, from the password hints’ catalogue', async () => {
    // The hints' words are fetched when the meter first shows (it waits for them).
    await act(async () => {
      render(
        <>
          <input aria-label="Passwort" aria-describedby="strength" defaultValue="password123" />
          <PasswordStrengthMeter id="strength" password="password123" />
        </>,
        { wrapper: testLanguage('de', german) },
      );
    });
    const meter = await screen.findByRole('meter', { name: 'Passwortstärke' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Sehr schwach');
    expect(screen.getByText('Dieses Passwort ist weit verbreitet.')).toBeInTheDocument();
    expect(screen.getByText('Fügen Sie weitere, weniger gängige Wörter hinzu.')).toBeInTheDocument();
    expect(screen.queryByText(/commonly used/)).not.toBeInTheDocument();
  });
});
