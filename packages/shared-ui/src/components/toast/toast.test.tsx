import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Save
    </button>
  );
}

// jsdom has no pointer capture, which Radix's swipe-to-dismiss calls on pointer up.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

describe('ToastProvider / useToast', () => {
  it('shows the toast in the notifications region with its text', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger title="Saved" description="Your changes are live." tone="success" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    const list = within(region).getByRole('list');
    const toast = await within(list).findByRole('listitem');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('Your changes are live.');
    expect(toast).toHaveClass('success');
  });

  it('announces the toast politely', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger title="Saved" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const announcement = await screen.findByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcement).toHaveTextContent('Notification Saved'));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger title="Saved" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is reachable with F8 and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger title="Saved" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('[F8]');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole('listitem')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('dismisses itself after its duration', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger title="Saved" duration={500} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Saved');
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('stacks several toasts', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger title="Saved" />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  });

  it('explains a missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow('useToast() needs a <ToastProvider> above it.');
    jest.mocked(console.error).mockRestore();
  });
});
