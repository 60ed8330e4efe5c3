import { render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows initials named after the person when there is no picture', () => {
    render(<Avatar name="Ada Lovelace" size="lg" />);
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback).toHaveTextContent('AL');
    expect(fallback.parentElement).toHaveClass('avatar', 'lg');
  });

  it('is silent when decorative', () => {
    render(<Avatar name="Ada Lovelace" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to initials while the image has not loaded', async () => {
    render(<Avatar name="Grace Hopper" src="/grace.png" />);
    // jsdom never loads images, so Radix keeps the fallback after its delay.
    expect(await screen.findByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  });
});
