import { render, screen } from '@testing-library/react';
import { Fieldset, FormActions, FormLayout } from './form-layout';

describe('FormLayout', () => {
  it('lays out fields, a named group and the actions inside a form', () => {
    render(
      <form aria-label="Address">
        <FormLayout>
          <Fieldset legend="Address" hint="Where the work happens">
            <label>
              Street <input />
            </label>
          </Fieldset>
          <FormActions align="end">
            <button type="submit">Save</button>
          </FormActions>
        </FormLayout>
      </form>,
    );
    const group = screen.getByRole('group', { name: 'Address' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Where the work happens');
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' }).parentElement).toHaveClass('actions', 'end');
  });

  it('disables every control of a disabled fieldset', () => {
    render(
      <Fieldset legend="Contact" disabled>
        <input aria-label="Phone" />
      </Fieldset>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  });
});
