import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" with the variant and size classes, clickable by keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button variant="secondary" size="sm" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'secondary', 'sm');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks and reports busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('styles a link passed as the child', () => {
    render(
      <Button asChild variant="ghost">
        <a href="/start">Start</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Start' });
    expect(link).toHaveClass('button', 'ghost');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('passes a ref to the button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });
});
