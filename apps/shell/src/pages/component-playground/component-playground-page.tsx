import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { PageHeaderPartsProvider, PlaygroundPageHeader } from './playground-page-header';
import { PlaygroundSection, SectionTitle } from './playground-section';
import { importLine, playgroundSections } from './playground-sections';
import styles from './component-playground-page.module.css';

/**
 * Every shared-ui component in its states, for designers and teams to see and try. It has its
 * own layout (header bar, index, content) rather than the site's.
 */
export function ComponentPlaygroundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.playground.title', defaultMessage: 'Component playground' }));
  return (
    <div className={styles.playground} data-layout="playground">
      <ToastProvider>
        <PageHeaderPartsProvider>
          <a href="#content" className={styles.skipLink}>
            <FormattedMessage id="shell.playground.skip" defaultMessage="Skip to the components" />
          </a>
          <header className={styles.bar}>
            <span className={styles.brand}>
              <FormattedMessage id="shell.playground.brand" defaultMessage="Handyhub design system" />
            </span>
            <Link to="/" className={styles.backLink}>
              <span aria-hidden="true">←</span> <FormattedMessage id="shell.playground.back" defaultMessage="Back to the site" />
            </Link>
          </header>
          <div className={styles.body}>
            <nav aria-labelledby="playground-index-title" className={styles.index}>
              <p id="playground-index-title" className={styles.indexTitle}>
                <FormattedMessage id="shell.playground.index" defaultMessage="Components" />
              </p>
              <ul className={styles.indexList}>
                {playgroundSections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={styles.indexLink}>
                      <SectionTitle components={section.components} />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <main id="content" tabIndex={-1} className={styles.main}>
              <PlaygroundPageHeader />
              {playgroundSections.map(({ Examples, ...section }) => (
                <PlaygroundSection
                  key={section.id}
                  id={section.id}
                  title={<SectionTitle components={section.components} />}
                  description={section.description && intl.formatMessage(section.description)}
                  importLine={importLine(section)}
                >
                  <Examples />
                </PlaygroundSection>
              ))}
            </main>
          </div>
        </PageHeaderPartsProvider>
      </ToastProvider>
    </div>
  );
}
