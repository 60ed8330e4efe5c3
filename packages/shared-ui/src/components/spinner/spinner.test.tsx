import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label as a polite status', () => {
    render(<Spinner label="Loading results…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading results…');
  });

  it('keeps the label for screen readers when hidden', () => {
    render(<Spinner hideLabel />);
    expect(screen.getByText('Loading…')).toHaveClass('visuallyHidden');
  });
});
