import { StrictMode, Suspense, useState } from 'react';
import { AppMessages, isLanguage, isPseudoLocale, PageLocaleContext, RootMessages, type PageLocale } from '@marketplace/i18n';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteModule } from './index';

/**
 * A remote's own page, for its team to develop and check it without the shell: every mount at
 * its path, no site chrome, no error reporting. The shell never loads this. Its own words are
 * English (it is a developer's page); the remote's are in the language of `?lang=de`.
 */
export function renderStandalone(remote: RemoteModule, name: string, container: HTMLElement): void {
  const routes: RouteObject[] = [
    { index: true, element: <MountIndex remote={remote} name={name} /> },
    ...Object.keys(remote.mounts).map((mount) => ({ path: `${mount}/*`, element: <Mount routes={remote.mounts[mount] ?? []} /> })),
  ];
  const asked = new URLSearchParams(window.location.search).get('lang');
  const locale: PageLocale = isLanguage(asked) || isPseudoLocale(asked) ? asked : 'en';
  createRoot(container).render(
    <StrictMode>
      <StandaloneLanguage initialLocale={locale}>
        <Suspense>
          <RootMessages catalogues={[]}>
            <AppMessages catalogues={remote.catalogues ?? []}>
              <BrowserRouter>
                <Routes routes={routes} />
              </BrowserRouter>
            </AppMessages>
          </RootMessages>
        </Suspense>
      </StandaloneLanguage>
    </StrictMode>,
  );
}

function StandaloneLanguage({ initialLocale, children }: { initialLocale: PageLocale; children: React.ReactNode }) {
  const [locale, setLocale] = useState(initialLocale);
  return <PageLocaleContext.Provider value={{ locale, setLocale }}>{children}</PageLocaleContext.Provider>;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Mount({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes) ?? <p>No page of this remote at this address.</p>;
}

function MountIndex({ remote, name }: { remote: RemoteModule; name: string }) {
  return (
    <main style={{ padding: '2rem' }}>
      <h1>{name} (standalone)</h1>
      <p>Release {remote.release}. This page is for development; the site loads this remote through the shell.</p>
      <ul>
        {Object.keys(remote.mounts).map((mount) => (
          <li key={mount}>
            <Link to={`/${mount}`}>/{mount}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
