import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('announces its label as a status and hides the shapes', () => {
    const { container } = render(<Skeleton lines={3} label="Loading reviews" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews');
    const shapes = container.querySelector('.shapes');
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    expect(shapes?.children).toHaveLength(3);
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Skeleton variant="block" height="8rem" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.block')).toHaveStyle({ height: '8rem' });
  });
});
