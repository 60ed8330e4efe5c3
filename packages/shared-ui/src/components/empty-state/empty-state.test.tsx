import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, the description and the action', () => {
    render(
      <EmptyState
        title="No messages yet"
        headingLevel={3}
        description="Messages you send and receive appear here."
        action={<a href="/new">Write a message</a>}
        icon="✉"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText('Messages you send and receive appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a message' })).toHaveAttribute('href', '/new');
    expect(screen.getByText('✉')).toHaveAttribute('aria-hidden', 'true');
  });
});
