import { render } from '@testing-library/react';
import { JobDescription } from './job-description';

describe('JobDescription', () => {
  it('goes through the safe rich-text path: formatting stays, scripts and handlers do not', () => {
    const { container } = render(
      <JobDescription html={'<p onclick="steal()">Deep clean the <strong>kitchen</strong><script>window.pwned = true</script></p><img src="x" onerror="window.pwned = true">'} />,
    );
    expect(container.querySelector('[data-testid="job-description"]')?.innerHTML).toBe('<p>Deep clean the <strong>kitchen</strong></p>');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('says when there is nothing to show', () => {
    const { getByText } = render(<JobDescription html="<script>only a script</script>" />);
    expect(getByText('No description.')).toBeInTheDocument();
  });
});
