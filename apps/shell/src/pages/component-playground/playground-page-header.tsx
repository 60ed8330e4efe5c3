import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { TextLink } from '@marketplace/shared-ui/link';
import { PageHeader } from '@marketplace/shared-ui/page-header';

export interface PageHeaderParts {
  before: boolean;
  description: boolean;
  actions: boolean;
}

interface PageHeaderPartsValue {
  parts: PageHeaderParts;
  setPart: (part: keyof PageHeaderParts, shown: boolean) => void;
}

const PageHeaderPartsContext = createContext<PageHeaderPartsValue | null>(null);

/**
 * A page has one `<h1>`, so the PageHeader example is this page's own header; the PageHeader
 * section toggles its parts through this context.
 */
export function PageHeaderPartsProvider({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState<PageHeaderParts>({ before: true, description: true, actions: true });
  const value = useMemo(
    () => ({ parts, setPart: (part: keyof PageHeaderParts, shown: boolean) => setParts((current) => ({ ...current, [part]: shown })) }),
    [parts],
  );
  return <PageHeaderPartsContext value={value}>{children}</PageHeaderPartsContext>;
}

export function usePageHeaderParts(): PageHeaderPartsValue {
  const value = use(PageHeaderPartsContext);
  if (!value) throw new Error('usePageHeaderParts() needs a <PageHeaderPartsProvider> above it.');
  return value;
}

const packageName = '@marketplace/shared-ui';

export function PlaygroundPageHeader() {
  const intl = useIntl();
  const { parts } = usePageHeaderParts();
  return (
    <PageHeader
      title={intl.formatMessage({ id: 'shell.playground.title', defaultMessage: 'Component playground' })}
      before={
        parts.before && (
          <TextLink asChild>
            <Link to="/">
              <FormattedMessage id="shell.playground.header.home" defaultMessage="Home" />
            </Link>
          </TextLink>
        )
      }
      description={
        parts.description && (
          <FormattedMessage
            id="shell.playground.header.description"
            defaultMessage="Every component of {package} in its states. Everything here is live: click, type and tab through it."
            values={{ package: <code translate="no">{packageName}</code> }}
          />
        )
      }
      actions={
        parts.actions && (
          <Button asChild variant="secondary" size="sm">
            <a href="#page-header">
              <FormattedMessage id="shell.playground.header.about" defaultMessage="About this header" />
            </a>
          </Button>
        )
      }
    />
  );
}
