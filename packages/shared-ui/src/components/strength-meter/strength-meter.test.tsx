import { render, screen } from '@testing-library/react';
import { StrengthMeter } from './strength-meter';

describe('StrengthMeter', () => {
  it('is an ARIA meter named by its label, with the value in words', () => {
    render(<StrengthMeter label="Strength" value={1} max={4} valueText="Weak" tone="danger" />);
    const meter = screen.getByRole('meter', { name: 'Strength' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '4');
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(screen.getByText('Weak')).toHaveAttribute('aria-live', 'polite');
  });

  it('fills as many segments as the value, in the tone’s colour, and keeps the value in range', () => {
    const { container, rerender } = render(<StrengthMeter label="Strength" value={3} max={4} valueText="Strong" tone="success" />);
    const segments = () => Array.from(container.querySelectorAll('.segment'));
    expect(segments().map((segment) => segment.classList.contains('success'))).toEqual([true, true, true, false]);
    rerender(<StrengthMeter label="Strength" value={9} max={4} valueText="Off the scale" tone="warning" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
    expect(segments().every((segment) => segment.classList.contains('warning'))).toBe(true);
  });

  it('lists its hints, and can describe a control by id', () => {
    render(
      <>
        <input aria-label="Secret" aria-describedby="secret-strength" />
        <StrengthMeter id="secret-strength" label="Strength" value={0} max={4} valueText="Very weak" tone="danger" hints={['Too common.', 'Add a word.']} />
      </>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Too common.', 'Add a word.']);
    expect(screen.getByLabelText('Secret')).toHaveAccessibleDescription(/Strength ?: Very weak.*Too common\..*Add a word\./);
  });
});
