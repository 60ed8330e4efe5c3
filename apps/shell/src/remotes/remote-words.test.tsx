import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { AppMessages, PageLocaleContext, type Catalogue } from '@marketplace/i18n';

const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

// A remote's words (packages/i18n's AppMessages, which RemoteArea wraps its routes in) arriving
// while React renders the remote's page, as after a link in German (docs/languages.md).
describe('AppMessages', () => {
  // Rendered as a page does, in a transition (a link followed), without act(): React then
  // replays a component whose data arrives while it is still rendering.
  const previous = environment.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (environment.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (environment.IS_REACT_ACT_ENVIRONMENT = previous));

  it('waits for a catalogue on its first render, then shows its words without any error', async () => {
    const catalogues: Catalogue[] = [{ de: () => Promise.resolve({ default: { greeting: 'Hallo' } }) }];
    const errors: unknown[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error: unknown) => errors.push(error), onCaughtError: (error: unknown) => errors.push(error) });
    startTransition(() =>
      root.render(
        <PageLocaleContext.Provider value={{ locale: 'de', setLocale: () => undefined }}>
          <IntlProvider locale="de" messages={{}}>
            <Suspense fallback={<p>Loading</p>}>
              <AppMessages catalogues={catalogues}>
                <FormattedMessage id="greeting" defaultMessage="Hello" />
              </AppMessages>
            </Suspense>
          </IntlProvider>
        </PageLocaleContext.Provider>,
      ),
    );
    await waitFor(() => expect(screen.getByText('Hallo')).toBeInTheDocument());
    // React replays a component that suspended: it must call the same hooks again (React's
    // error #467, recovered as #520, otherwise).
    expect(errors).toEqual([]);
    root.unmount();
    container.remove();
  });
});
