import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { passwordResetRequestSchema } from '@marketplace/contracts';
import { contractsCatalogue } from '@marketplace/contracts/messages';
import { z } from '@marketplace/contracts/zod';
import { TextField } from '@marketplace/shared-ui/text-field';
import { testLanguage } from '@marketplace/test-support/test-language';

/** A form as the apps write them: the contract's schema, react-hook-form, shared-ui's field. */
function EmailForm({ schema = passwordResetRequestSchema }: { schema?: z.ZodMiniType<{ email: string }, { email: string }> }) {
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <TextField label="Email" {...register('email')} error={formState.errors.email?.message} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a field’s validation message in the page’s language', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('is English on an English page', async () => {
    render(<EmailForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
  });

  it('is German on a German page, the contract’s messages and zod’s own', async () => {
    // The German catalogue as the page loads it: contracts' words and zod's own.
    const german = (await contractsCatalogue.de!()).default;
    document.documentElement.lang = 'de';
    const { unmount } = render(<EmailForm />, { wrapper: testLanguage('de', german) });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Geben Sie Ihre E-Mail-Adresse ein')).toBeInTheDocument();
    unmount();

    render(<EmailForm schema={z.object({ email: z.email() })} />, { wrapper: testLanguage('de', german) });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Ungültig: E-Mail-Adresse')).toBeInTheDocument();
  });
});
