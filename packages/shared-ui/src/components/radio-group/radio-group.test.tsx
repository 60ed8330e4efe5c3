import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './radio-group';

/** Applies the component's CSS (class names stay as written under identity-obj-proxy). */
function withStyles() {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, 'radio-group.module.css'), 'utf8');
  document.head.append(style);
  return () => style.remove();
}

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

  it('dims the labels of disabled options, keeps their descriptions readable, and stops them looking clickable', () => {
    const removeStyles = withStyles();
    try {
      const { rerender } = render(
        <RadioGroup
          label="Time of day"
          options={[...options.slice(0, 2), { value: 'evening', label: 'Evening', description: 'Sold out', disabled: true }]}
        />,
      );
      const morning = screen.getByText('Morning');
      expect(getComputedStyle(morning).cursor).toBe('pointer');
      expect(getComputedStyle(morning).opacity).toBe('');

      const evening = screen.getByText('Evening');
      expect(getComputedStyle(evening).cursor).toBe('not-allowed');
      expect(getComputedStyle(evening).opacity).toBe('0.55');
      expect(getComputedStyle(screen.getByText('Sold out')).opacity).toBe('');

      rerender(<RadioGroup label="Time of day" options={options} disabled />);
      for (const name of ['Morning', 'Afternoon', 'Evening']) {
        expect(screen.getByRole('radio', { name })).toBeDisabled();
        expect(getComputedStyle(screen.getByText(name)).cursor).toBe('not-allowed');
        expect(getComputedStyle(screen.getByText(name)).opacity).toBe('0.55');
      }
    } finally {
      removeStyles();
    }
  });

  it('announces the error with the group', () => {
    render(<RadioGroup label="Time of day" options={options} error="Choose a time" />);
    const group = screen.getByRole('radiogroup', { name: 'Time of day' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a time');
  });
});
