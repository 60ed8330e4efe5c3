import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';

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
