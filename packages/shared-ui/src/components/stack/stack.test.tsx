import { render, screen } from '@testing-library/react';
import { Stack } from './stack';

describe('Stack', () => {
  it('renders the requested element with direction, gap and alignment classes', () => {
    render(
      <Stack as="ul" direction="row" gap={5} align="center" justify="between" wrap aria-label="Tags">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('stack', 'row', 'gap5', 'align-center', 'justify-between', 'wrap');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('defaults to a div column with the medium gap', () => {
    const { container } = render(<Stack>Content</Stack>);
    expect(container.firstElementChild).toHaveClass('stack', 'column', 'gap3');
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});
