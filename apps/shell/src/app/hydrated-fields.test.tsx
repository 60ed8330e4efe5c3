import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedFields } from './hydrated-fields';

const form = (
  <form aria-label="Log in">
    <HydratedFields>
      <input aria-label="Email" />
    </HydratedFields>
  </form>
);

describe('HydratedFields', () => {
  it('is disabled in server-rendered HTML and enabled once hydrated, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(screen.getByRole('group')).toBeDisabled();
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, form, { onRecoverableError: recoverable });
    });
    expect(screen.getByRole('group')).toBeEnabled();
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('is enabled at once when rendered in the browser', () => {
    render(form);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });
});
