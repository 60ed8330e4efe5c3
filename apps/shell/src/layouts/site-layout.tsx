import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../pages/page-error/page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/**
 * After a client-side navigation, start the new page at the top and move focus to it, as a
 * full page load would (screen readers then announce the new page). Not on the first load.
 */
function usePageChangeFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}

/** Header, page, footer: the frame of every page that has no layout of its own. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  usePageChangeFocus(main);
  return (
    <div className={styles.site} data-layout="site">
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="shell.layout.skip-to-content" defaultMessage="Skip to content" />
      </a>
      <SiteHeader />
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function SiteLayout() {
  return (
    <SiteFrame>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SiteFrame>
  );
}
