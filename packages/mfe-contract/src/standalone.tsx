import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteModule } from './index';

/**
 * A remote's own page, for its team to develop and check it without the shell: every mount at
 * its path, no site chrome, no error reporting. The shell never loads this.
 */
export function renderStandalone(remote: RemoteModule, name: string, container: HTMLElement): void {
  const routes: RouteObject[] = [
    { index: true, element: <MountIndex remote={remote} name={name} /> },
    ...Object.keys(remote.mounts).map((mount) => ({ path: `${mount}/*`, element: <Mount routes={remote.mounts[mount] ?? []} /> })),
  ];
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes routes={routes} />
      </BrowserRouter>
    </StrictMode>,
  );
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
