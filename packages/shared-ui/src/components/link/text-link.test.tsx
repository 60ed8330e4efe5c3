import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { TextLink } from './text-link';

function RouterLink({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={`#${to}`} data-router-link="" {...rest} />;
}

describe('TextLink', () => {
  it('renders a styled anchor', () => {
    render(<TextLink href="/help">Help</TextLink>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('href', '/help');
    expect(link).toHaveClass('link');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens external links in a new tab safely and says so', () => {
    render(
      <TextLink href="https://example.org" external>
        Example
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Example (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('adds noopener to any link that targets a new tab', () => {
    render(
      <TextLink href="https://example.org" target="_blank" rel="external">
        Example
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Example' })).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('styles a router link passed as the child', () => {
    render(
      <TextLink asChild className="extra">
        <RouterLink to="/account">Account</RouterLink>
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '#/account');
    expect(link).toHaveClass('link', 'extra');
  });
});
