import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';

/** Applies the component's CSS (class names stay as written under identity-obj-proxy). */
function withStyles() {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, 'checkbox.module.css'), 'utf8');
  document.head.append(style);
  return () => style.remove();
}

describe('Checkbox', () => {
  it('is a checkbox named by its label and described by its description', () => {
    render(<Checkbox label="Send me reminders" description="One email the day before." />);
    const checkbox = screen.getByRole('checkbox', { name: 'Send me reminders' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('One email the day before.');
  });

  it('toggles by clicking the label and with the space key', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Checkbox label="Accept the terms" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByText('Accept the terms'));
    const checkbox = screen.getByRole('checkbox', { name: 'Accept the terms' });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('announces the error with the checkbox', () => {
    render(<Checkbox label="Accept the terms" error="You must accept the terms" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Accept the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
  });

  it('dims the label and description of a disabled checkbox and stops them looking clickable', async () => {
    const removeStyles = withStyles();
    try {
      const user = userEvent.setup();
      const onCheckedChange = jest.fn();
      render(
        <>
          <Checkbox label="Enabled" />
          <Checkbox label="Disabled" description="Not available" disabled onCheckedChange={onCheckedChange} />
          <fieldset disabled>
            <Checkbox label="In a disabled fieldset" />
          </fieldset>
        </>,
      );
      expect(getComputedStyle(screen.getByText('Enabled')).cursor).toBe('pointer');
      expect(getComputedStyle(screen.getByText('Enabled').parentElement!).opacity).toBe('');

      const label = screen.getByText('Disabled');
      expect(screen.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
      expect(getComputedStyle(label).cursor).toBe('not-allowed');
      // The label and the description fade together with the box.
      expect(label.parentElement).toContainElement(screen.getByText('Not available'));
      expect(getComputedStyle(label).opacity).toBe('0.55');
      await user.click(label);
      expect(onCheckedChange).not.toHaveBeenCalled();

      const inFieldset = screen.getByText('In a disabled fieldset');
      expect(getComputedStyle(inFieldset).cursor).toBe('not-allowed');
      expect(getComputedStyle(inFieldset).opacity).toBe('0.55');
    } finally {
      removeStyles();
    }
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return <Checkbox label="Subscribe" checked={checked} onCheckedChange={(next) => setChecked(next === true)} />;
    }
    render(<Controlled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Subscribe' });
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });
});
