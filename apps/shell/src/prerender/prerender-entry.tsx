import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { SiteRoot } from '../app/site-root';
import { CLIENT_ONLY_DIGEST, isClientOnlyRecovery } from './client-only';
import { fillTemplate } from './fill-template';
import { prerenderedPages, type PrerenderedPage } from './pages';
import { stylesheetsFor, type BuiltStylesheet } from './stylesheets';

/**
 * Built for Node (webpack.prerender.mjs) and run by scripts/prerender.mjs after the browser
 * build: the site as the browser first renders it at `path`, with nobody logged in and no data
 * yet (the session and the markets are fetched after hydration).
 */
export async function renderPage(path: string): Promise<string> {
  const failures: unknown[] = [];
  const router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const { prelude } = await prerenderToNodeStream(<SiteRoot queryClient={createQueryClient()} router={router} />, {
    onError: (error) => {
      if (isClientOnlyRecovery(error)) return CLIENT_ONLY_DIGEST;
      failures.push(error);
      return undefined;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (failures.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: failures[0] });
  return Buffer.concat(chunks).toString('utf8');
}

/** Every page of prerender/pages.ts, each in the built index.html with the styles it uses. */
export async function prerenderPages(template: string, sheets: readonly BuiltStylesheet[]): Promise<Record<PrerenderedPage, string>> {
  const pages = {} as Record<PrerenderedPage, string>;
  for (const [page, { path, title }] of Object.entries(prerenderedPages) as Array<[PrerenderedPage, { path: string; title: string }]>) {
    const body = await renderPage(path);
    pages[page] = fillTemplate(template, { title, body, stylesheets: stylesheetsFor(body, sheets) });
  }
  return pages;
}
