import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

function Controlled(props: Partial<RichTextEditorProps> & { initial?: string; onValue?: (html: string) => void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Description"
      {...rest}
      value={value}
      onChange={(html) => {
        setValue(html);
        onValue?.(html);
      }}
    />
  );
}

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, and no
// getClientRects on ranges at all. Empty rectangles are what a layout-less page would give.
beforeAll(() => {
  const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyList;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
});

const editable = () => screen.getByRole('textbox', { name: 'Description' });

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox with its hint, counter and error', () => {
    render(<Controlled hint="What needs doing?" maxLength={500} error="Describe the job" required placeholder="e.g. Fix the tap" />);
    const box = editable();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-placeholder', 'e.g. Fix the tap');
    expect(box).toHaveAccessibleDescription('What needs doing? 0 of 500 characters Describe the job');
  });

  it('shows the value given and renders only the allowed formats', () => {
    render(<Controlled initial={'<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p><img src="x.png"><pre><code>x</code></pre>'} />);
    const box = editable();
    expect(box.querySelector('h2')).toBeNull();
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('pre')).toBeNull();
    expect(box.querySelector('strong')).toHaveTextContent('Bold');
    expect(box).toHaveTextContent('Title');
  });

  it('has a toolbar of labelled toggle buttons that shows what is on', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Controlled initial="<p>Hello</p>" onValue={onValue} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', editable().id);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    expect(onValue).toHaveBeenLastCalledWith('<ul><li><p>Hello</p></li></ul>');
    expect(screen.getByRole('button', { name: 'Undo' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onValue).toHaveBeenLastCalledWith('<p>Hello</p>');
  });

  it('is one tab stop; the arrow keys, Home and End move between the buttons', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Controlled />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.tab();
    expect(editable()).toHaveFocus();
  });

  it('adds a link from an inline field, refusing anything but web and email addresses', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Controlled initial="<p>See</p>" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: 'Link address' });
    expect(field).toHaveFocus();
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(field).toHaveAccessibleDescription(/Enter a web address/);
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'example.com{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith(expect.stringContaining('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">example.com</a>'));
  });

  it('closes the link field with Escape without submitting the surrounding form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Controlled />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'nope{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  });

  it('counts the text against maxLength', async () => {
    render(<Controlled initial="<p>Hello <strong>you</strong></p>" maxLength={100} />);
    expect(screen.getByText('9 of 100 characters')).toBeInTheDocument();
  });

  it('reports typed text as HTML and stops at maxLength, saying so politely', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Controlled maxLength={12} onValue={onValue} />);
    await user.click(editable());
    await user.keyboard('Fix the kitchen tap');
    expect(onValue).toHaveBeenLastCalledWith('<p>Fix the kitc</p>');
    expect(screen.getByText('12 of 12 characters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Character limit of 12 reached');
  });

  it('takes a new value from outside (a form reset) without reporting it back', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<RichTextEditor label="Description" value="<p>One</p>" onChange={onChange} />);
    rerender(<RichTextEditor label="Description" value="<p>Two</p>" onChange={onChange} />);
    await waitFor(() => expect(editable()).toHaveTextContent('Two'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works with react-hook-form: validation, error, and focus on the first error', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { description: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <Controller
            control={control}
            name="description"
            rules={{ required: 'Describe the job' }}
            render={({ field, fieldState }) => (
              <RichTextEditor label="Description" error={fieldState.error?.message} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Describe the job')).toBeInTheDocument();
    expect(editable()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(editable()).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    render(<Controlled disabled initial="<p>Hi</p>" />);
    expect(editable()).toHaveAttribute('contenteditable', 'false');
    expect(editable()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-disabled', 'true');
  });
});
