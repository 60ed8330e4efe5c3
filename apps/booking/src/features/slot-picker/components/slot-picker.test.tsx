import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { slots } from '../../../test/fixtures';
import { SlotPicker, type SlotPickerProps } from './slot-picker';

function Controlled(props: Partial<SlotPickerProps>) {
  const [value, setValue] = useState<string | undefined>(props.value);
  return <SlotPicker slots={slots} {...props} value={value} onChange={(start) => (setValue(start), props.onChange?.(start))} />;
}

describe('SlotPicker', () => {
  it('names the market’s time zone and groups the times under a heading per day', () => {
    render(<Controlled />);
    expect(screen.getByText('Times are in New York time (EST).')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Monday, March 2, 2026',
      'Tuesday, March 3, 2026',
      'Wednesday, March 4, 2026',
      'Thursday, March 5, 2026',
    ]);
    const monday = screen.getByRole('group', { name: 'Monday, March 2, 2026' });
    expect(within(monday).getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^9:00\sAM$/),
      expect.stringMatching(/^10:00\sAM$/),
    ]);
    // Out of its group (a screen reader's list of buttons), each time still says its day.
    const eight = within(screen.getByRole('group', { name: 'Tuesday, March 3, 2026' })).getByRole('button', { name: /^8:00\sAM$/ });
    expect(eight).toHaveAccessibleDescription('Tuesday, March 3, 2026');
  });

  it('keeps one time chosen, by mouse or keyboard', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const nine = screen.getByRole('button', { name: /^9:00\sAM$/ });
    const ten = screen.getByRole('button', { name: /^10:00\sAM$/ });
    expect(nine).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(nine);
    expect(nine).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(ten).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(ten).toHaveAttribute('aria-pressed', 'true');
    expect(nine).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith('2026-03-02T15:00:00.000Z');
  });

  it('shows a few days at first, more on demand, and always the chosen one', async () => {
    const { unmount } = render(<Controlled daysPerPage={2} />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more days' }));
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more days' })).not.toBeInTheDocument();
    unmount();
    render(<Controlled daysPerPage={2} value="2026-03-05T13:00:00.000Z" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Thursday, March 5, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent(/8:00\sAM/);
  });

  it('says when there is nothing to choose', () => {
    render(<SlotPicker slots={{ ...slots, days: [] }} onChange={jest.fn()} emptyMessage="No other times with this provider." />);
    expect(screen.getByText('No other times with this provider.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
