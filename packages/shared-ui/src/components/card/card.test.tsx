import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('renders the title at the requested heading level with actions and body', () => {
    render(
      <Card title="Opening hours" headingLevel={3} actions={<button type="button">Edit</button>}>
        <p>Mon to Fri</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Mon to Fri')).toBeInTheDocument();
  });

  it('as a section it is a region named by its title', () => {
    render(<Card as="section" title="Summary">Body</Card>);
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Body');
  });

  it('renders no header without a title or actions', () => {
    render(<Card>Only body</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
