import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties the visible label and the hint to the input', () => {
    render(<TextField label="Email" hint="We never share it." type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and reads the error with it', () => {
    render(<TextField label="Email" hint="Work address" error="Enter an email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Enter an email address');
  });

  it('keeps an id and describedby passed by the caller', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Name" id="name" aria-describedby="extra" error="Required" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input.getAttribute('aria-describedby')).toBe('name-error extra');
  });

  it('works with react-hook-form register(): value, validation and focus on error', async () => {
    const onValid = jest.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ city: string }>();
      return (
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <TextField label="City" {...register('city', { required: 'Enter a city' })} error={formState.errors.city?.message} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = await screen.findByRole('textbox', { name: 'City', description: /Enter a city/ });
    expect(input).toHaveFocus();
    await user.type(input, 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ city: 'Lyon' }, expect.anything());
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with its error', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Details" error="Too short" />);
    const area = screen.getByRole('textbox', { name: 'Details' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/Too short/);
    await user.type(area, 'Line one{enter}Line two');
    expect(area).toHaveValue('Line one\nLine two');
  });
});
