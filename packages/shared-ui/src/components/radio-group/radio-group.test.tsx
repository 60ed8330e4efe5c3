import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'morning', label: 'Morning', description: '8:00 to 12:00' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its label with described options', () => {
    render(<RadioGroup label="Time of day" hint="Pick one" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Time of day' });
    expect(group).toHaveAccessibleDescription('Pick one');
    expect(screen.getByRole('radio', { name: 'Morning' })).toHaveAccessibleDescription('8:00 to 12:00');
    expect(screen.getByRole('radio', { name: 'Evening' })).toBeDisabled();
  });

  it('selects with a click on the label and moves with arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<RadioGroup label="Time of day" options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByText('Morning'));
    const morning = screen.getByRole('radio', { name: 'Morning' });
    expect(morning).toBeChecked();
    expect(morning).toHaveFocus();
    // Held down, as a person's key is: Radix selects on focus only while an arrow key is pressed.
    await user.keyboard('{ArrowDown>}');
    const afternoon = screen.getByRole('radio', { name: 'Afternoon' });
    expect(afternoon).toHaveFocus();
    expect(afternoon).toBeChecked();
    await user.keyboard('{/ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('afternoon');
  });

  it('is a single tab stop on the selected option', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <RadioGroup label="Time of day" options={options} defaultValue="afternoon" />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Afternoon' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('announces the error with the group', () => {
    render(<RadioGroup label="Time of day" options={options} error="Choose a time" />);
    const group = screen.getByRole('radiogroup', { name: 'Time of day' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a time');
  });
});
