import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../messages/de.json';
import { RemoteFailed } from './remote-failed';
import { RemoteUnavailableError } from './remote-loader';

function renderFailed(error: unknown, onRetry = jest.fn()) {
  render(
    <MemoryRouter>
      <RemoteFailed remote="market" error={error} onRetry={onRetry} />
    </MemoryRouter>,
  );
  return onRetry;
}

describe('RemoteFailed', () => {
  it('says the area is unavailable and retries when asked', async () => {
    const onRetry = renderFailed(new RemoteUnavailableError('market', 'manifest', 'unreachable'));
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent('Market pages could not be loaded just now. The rest of the site still works.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('tells a crash apart from an outage', () => {
    renderFailed(new TypeError('cannot read properties of undefined'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong on this page');
    expect(document.title).toBe('Something went wrong on this page · Handyhub');
  });

  it('says it in German, naming the area in a German sentence', () => {
    render(
      <MemoryRouter>
        <RemoteFailed remote="booking" error={new RemoteUnavailableError('booking', 'manifest', 'unreachable')} onRetry={jest.fn()} />
      </MemoryRouter>,
      { wrapper: testLanguage('de', german) },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dieser Teil der Website ist nicht verfügbar');
    expect(screen.getByRole('alert')).toHaveTextContent('Die Buchung und Ihre Aufträge konnten gerade nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
