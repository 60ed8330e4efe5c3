import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with the tone class', () => {
    render(<Badge tone="success">Paid</Badge>);
    expect(screen.getByText('Paid')).toHaveClass('badge', 'success');
  });

  it('is neutral by default and passes native props', () => {
    render(<Badge title="3 unread">3</Badge>);
    const badge = screen.getByTitle('3 unread');
    expect(badge).toHaveClass('neutral');
    expect(badge).toHaveTextContent('3');
  });
});
