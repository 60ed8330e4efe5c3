import { createContext, use, useMemo, useState, type ReactNode } from 'react';
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

export function PlaygroundPageHeader() {
  const { parts } = usePageHeaderParts();
  return (
    <PageHeader
      title="Component playground"
      before={
        parts.before && (
          <TextLink asChild>
            <Link to="/">Home</Link>
          </TextLink>
        )
      }
      description={
        parts.description &&
        'Every component of @marketplace/shared-ui in its states. Everything here is live: click, type and tab through it.'
      }
      actions={
        parts.actions && (
          <Button asChild variant="secondary" size="sm">
            <a href="#page-header">About this header</a>
          </Button>
        )
      }
    />
  );
}
