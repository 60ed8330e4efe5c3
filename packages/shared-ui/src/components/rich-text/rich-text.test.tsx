import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders the editor’s formatting', () => {
    const { container } = render(<RichText html="<p>I fix <strong>sinks</strong></p><ul><li>Taps</li></ul>" />);
    expect(container.querySelector('strong')).toHaveTextContent('sinks');
    expect(container.querySelector('li')).toHaveTextContent('Taps');
  });

  it('lets no script, handler or image through', () => {
    const html = '<p onclick="steal()">Hi<script>window.pwned = true</script></p><img src=x onerror="window.pwned = true"><a href="javascript:alert(1)">me</a>';
    const { container } = render(<RichText html={html} data-testid="bio" />);
    expect(screen.getByTestId('bio').innerHTML).toBe('<p>Hi</p><a>me</a>');
    expect(container.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('shows the fallback when nothing is left', () => {
    render(<RichText html="<script>only a script</script>" fallback={<p>Nothing yet.</p>} />);
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });
});
