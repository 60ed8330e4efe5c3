import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('is a labelled spinbutton with min, max and step', () => {
    render(<NumberField label="Hours" min={1} max={8} step={0.5} defaultValue={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Hours' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '8');
    expect(input).toHaveAttribute('step', '0.5');
    expect(input).toHaveValue(2);
  });

  it('reads the unit, hint and error with the input', () => {
    render(<NumberField label="Area" unit="m²" hint="Floor area" error="Enter at least 1" />);
    const input = screen.getByRole('spinbutton', { name: 'Area' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('m² Floor area Enter at least 1');
  });

  it('reports typed numbers through onChange', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberField label="Rooms" onChange={(event) => onChange(event.currentTarget.valueAsNumber)} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Rooms' }), '3');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
