import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ComponentPlaygroundPage } from './component-playground-page';
import { playgroundSections } from './playground-sections';

/** The components the playground must show; a section that goes missing fails here. */
const requiredComponents = [
  'Button', 'TextLink', 'TextField', 'TextArea', 'NumberField', 'SelectField', 'Checkbox', 'RadioGroup',
  'FormLayout', 'FormActions', 'Fieldset', 'Card', 'EmptyState', 'Dialog', 'ConfirmDialog', 'FormDialog', 'Toast', 'Tabs',
  'Table', 'Pagination', 'StepProgress', 'StrengthMeter', 'Spinner', 'Skeleton', 'Alert', 'Badge', 'Avatar', 'DateTime', 'Money',
  'VisuallyHidden', 'PageHeader', 'Stack',
];

function renderPage() {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/component-playground']}>
      <ComponentPlaygroundPage />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** A section's title as the page writes it in English: its components, as a list. */
const titleOf = (section: (typeof playgroundSections)[number]) => new Intl.ListFormat('en-US', { type: 'conjunction' }).format(section.components);

const rowHeaders = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('ComponentPlaygroundPage', () => {
  it('has its own layout, one h1 and the document title', () => {
    const { container } = renderPage();
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'playground');
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(/^Component playground$/);
    expect(others).toHaveLength(0);
    expect(document.title).toBe('Component playground · Handyhub');
    expect(screen.getByRole('link', { name: /back to the site/i })).toHaveAttribute('href', '/');
  });

  it('lists every required component', () => {
    const listed = playgroundSections.flatMap((section) => section.components);
    for (const name of requiredComponents) expect(listed).toContain(name);
  });

  it('renders an indexed, titled section for every entry of the list', () => {
    renderPage();
    const index = screen.getByRole('navigation', { name: 'Components' });
    for (const section of playgroundSections) {
      // By text: the names are separate (untranslated) elements, which jsdom's accessible names space apart.
      const heading = screen.getAllByRole('heading', { level: 2 }).find((element) => element.textContent === titleOf(section));
      expect(heading?.closest('section')).toHaveAttribute('id', section.id);
      const link = within(index).getAllByRole('link').find((element) => element.textContent === titleOf(section));
      expect(link).toHaveAttribute('href', `#${section.id}`);
    }
    expect(new Set(playgroundSections.map((section) => section.id)).size).toBe(playgroundSections.length);
  });

  it('sorts the table rows when a column header is clicked', async () => {
    const { user } = renderPage();
    const table = screen.getByRole('table', { name: 'Upcoming jobs' });
    expect(rowHeaders(table)).toEqual(['Deep cleaning', 'Painting', 'Furniture assembly', 'Window cleaning']);

    await user.click(within(table).getByRole('button', { name: 'Service' }));
    expect(rowHeaders(table)).toEqual(['Deep cleaning', 'Furniture assembly', 'Painting', 'Window cleaning']);
    expect(within(table).getByRole('columnheader', { name: 'Service' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table).getByRole('button', { name: 'Service' }));
    expect(rowHeaders(table)).toEqual(['Window cleaning', 'Painting', 'Furniture assembly', 'Deep cleaning']);

    await user.click(within(table).getByRole('button', { name: 'Price' }));
    expect(rowHeaders(table)).toEqual(['Furniture assembly', 'Window cleaning', 'Deep cleaning', 'Painting']);
  });

  it('shows an empty table with its message', () => {
    renderPage();
    const empty = screen.getByRole('table', { name: 'Past jobs' });
    expect(within(empty).getByRole('cell', { name: 'No past jobs yet.' })).toBeInTheDocument();
  });

  it('opens the dialog, saves, and closes it again', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Rename address' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename address' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Beach house');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Beach house').closest('p')).toHaveTextContent('Address name: Beach house');

    await user.click(screen.getByRole('button', { name: 'Rename address' }));
    expect(screen.getByRole('dialog', { name: 'Rename address' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename address' })).toHaveFocus();
  });

  it('shows the confirm dialog loading until its promise resolves, then closes it', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Publish profile' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish your profile?' });
    const confirm = within(dialog).getByRole('button', { name: 'Publish' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('shows the form dialog pending, then the refusal, and keeps it open', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'This will fail');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    expect(await within(dialog).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Notes may not say “fail”.');
    expect(screen.getByRole('dialog', { name: 'Add a note' })).toBeInTheDocument();
  });

  it('moves through the pages of the pagination', async () => {
    const { user } = renderPage();
    const pagination = screen.getByRole('navigation', { name: 'Jobs pages' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('button', { name: /previous/i })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pagination).getByRole('button', { name: /next/i }));
    expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing page 2 of 12')).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: 'Page 12' }));
    expect(within(pagination).getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('button', { name: /next/i })).toHaveAttribute('aria-disabled', 'true');
  });

  it('raises a toast', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Raise success toast' }));
    const notifications = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(notifications).findByText('Booking confirmed')).toBeInTheDocument();
  });
});
