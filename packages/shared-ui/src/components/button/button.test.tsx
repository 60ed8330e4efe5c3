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

  it('ignores clicks and reports busy while loading, but stays focusable', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter} ');
    expect(onClick).not.toHaveBeenCalled();
    await user.tab({ shift: true });
    await user.tab();
    expect(button).toHaveFocus();
  });

  it('keeps the focus when it starts loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    function Example({ loading = false }: { loading?: boolean }) {
      return (
        <>
          <button type="button">Before</button>
          <Button loading={loading} onClick={onClick}>
            Save
          </Button>
        </>
      );
    }
    const { rerender } = render(<Example />);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();

    rerender(<Example loading />);
    // jsdom doesn't blur a button that becomes disabled as browsers do, so check the cause too:
    // the button is not natively disabled and is still in the tab order.
    expect(document.activeElement).toBe(button);
    expect(button).toBeEnabled();
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Example />);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form again while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays natively disabled when disabled, loading or not', () => {
    const { rerender } = render(<Button disabled>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    rerender(
      <Button disabled loading>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
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
