import { render, screen } from '@testing-library/react';
import { TestModeBanner } from './test-mode-banner';

describe('TestModeBanner', () => {
  it('says no real money moves, and lists the test cards only where a card is taken', () => {
    const { rerender } = render(<TestModeBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Test mode: no real money moves');
    expect(screen.queryByRole('list', { name: 'Test cards' })).toBeNull();
    rerender(<TestModeBanner showCards />);
    expect(screen.getByRole('list', { name: 'Test cards' })).toHaveTextContent('4242 4242 4242 4242 succeeds');
  });
});
