import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const items = [
  { value: 'details', label: 'Details', content: <p>Details panel</p> },
  { value: 'reviews', label: 'Reviews', content: <p>Reviews panel</p> },
  { value: 'photos', label: 'Photos', content: <p>Photos panel</p> },
];

describe('Tabs', () => {
  it('renders a named tablist with the first tab selected and its panel labelled by it', () => {
    render(<Tabs items={items} aria-label="Sections" />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Details panel');
    expect(screen.queryByText('Reviews panel')).not.toBeInTheDocument();
  });

  it('moves and selects with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} aria-label="Sections" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Reviews panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('reviews');
      return (
        <Tabs
          items={items}
          aria-label="Sections"
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(onValueChange).toHaveBeenCalledWith('photos');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Photos panel');
  });
});
