import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { intlConfig, languages, preloadCatalogues, pseudoLocales, textDirection, type PageLocale } from '@marketplace/i18n';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { SiteRoot } from '../app/site-root';
import { rootCatalogues } from '../app/site-language';
import { CLIENT_ONLY_DIGEST, isClientOnlyRecovery } from './client-only';
import { fillTemplate } from './fill-template';
import { prerenderedPages, type PrerenderedPage } from './pages';
import { stylesheetsFor, type BuiltStylesheet } from './stylesheets';

/**
 * Built for Node (webpack.prerender.mjs) and run by scripts/prerender.mjs after the browser
 * build: the site as the browser first renders it at `path`, with nobody logged in and no data
 * yet (the session and the markets are fetched after hydration).
 */
export async function renderPage(path: string, locale: PageLocale = 'en'): Promise<string> {
  const failures: unknown[] = [];
  const router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const { prelude } = await prerenderToNodeStream(<SiteRoot queryClient={createQueryClient()} router={router} locale={locale} />, {
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

/** Every locale a page is prerendered in: each language, and the pseudo-locales for tests. */
export const prerenderedLocales: readonly PageLocale[] = [...languages, ...pseudoLocales];

/**
 * Every page of prerender/pages.ts in every locale (`<locale>/<page>`), each in the built
 * index.html with its language, the styles it uses and its title in that language.
 */
export async function prerenderPages(template: string, sheets: readonly BuiltStylesheet[]): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const locale of prerenderedLocales) {
    const intl = createIntl(intlConfig(locale, await preloadCatalogues(rootCatalogues, locale)));
    for (const [page, { path, title }] of Object.entries(prerenderedPages) as Array<[PrerenderedPage, (typeof prerenderedPages)[PrerenderedPage]]>) {
      const body = await renderPage(path, locale);
      pages[`${locale}/${page}`] = fillTemplate(template, {
        title: title ? intl.formatMessage(title) : '',
        body,
        stylesheets: stylesheetsFor(body, sheets),
        lang: locale,
        dir: textDirection(locale),
      });
    }
  }
  return pages;
}
