import { render } from '@testing-library/react';
import { JobDescription } from './job-description';

describe('JobDescription', () => {
  it('renders the editor’s formatting', () => {
    const { container } = render(<JobDescription html="<p>Deep clean the <strong>kitchen</strong></p><ul><li>Oven</li></ul>" />);
    expect(container.querySelector('strong')).toHaveTextContent('kitchen');
    expect(container.querySelector('li')).toHaveTextContent('Oven');
  });

  it('removes scripts and event handlers before they reach the page', () => {
    const { container } = render(
      <JobDescription html={'<p onclick="steal()">Hi<script>window.pwned = true</script></p><img src="x" onerror="window.pwned = true"><a href="javascript:alert(1)">link</a>'} />,
    );
    const description = container.querySelector('[data-testid="job-description"]');
    expect(description?.innerHTML).toBe('<p>Hi</p><a>link</a>');
    expect(container.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps safe links, opened in a new tab without the opener', () => {
    const { container } = render(<JobDescription html={'<p><a href="https://example.com">plans</a></p>'} />);
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(container.querySelector('a')).toHaveAttribute('target', '_blank');
  });

  it('says when there is nothing to show', () => {
    const { getByText } = render(<JobDescription html="<script>only a script</script>" />);
    expect(getByText('No description.')).toBeInTheDocument();
  });
});
