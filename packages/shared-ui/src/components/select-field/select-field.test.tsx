import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const options = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
  { value: 'huge', label: 'Huge', disabled: true },
];

describe('SelectField', () => {
  it('renders a labelled select with a placeholder first', () => {
    render(<SelectField label="Size" options={options} placeholder="Choose a size" />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a size', 'Small', 'Large', 'Huge']);
    expect(screen.getByRole('option', { name: 'Huge' })).toBeDisabled();
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SelectField label="Size" options={options} onChange={(event) => onChange(event.target.value)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Large');
    expect(onChange).toHaveBeenCalledWith('large');
  });

  it('ties the error to the select', () => {
    render(<SelectField label="Size" options={options} error="Choose a size" />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a size');
  });
});
