import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../../messages/de.json';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('is a named navigation that marks the current page', () => {
    render(<Pagination page={5} pageCount={10} onPageChange={jest.fn()} aria-label="Results pages" />);
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('calls onPageChange from the page, previous and next buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination page={5} pageCount={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('marks Previous unavailable on the first page and Next on the last, ignoring presses', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();

    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps the focus on Next when it reaches the last page', async () => {
    const user = userEvent.setup();
    function Stateful() {
      const [page, setPage] = useState(2);
      return <Pagination page={page} pageCount={3} onPageChange={setPage} />;
    }
    render(<Stateful />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // Browsers blur a button that becomes natively disabled; jsdom doesn't, so check both.
    expect(next).toBeEnabled();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // Still in the tab order, on both ends.
    await user.tab({ shift: true });
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{Tab}{Tab}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows at most one page either side of the current one on narrow screens', () => {
    const listeners = new Set<() => void>();
    let narrow = true;
    const matchMedia = jest.fn((query: string) => ({
      get matches() {
        return narrow && query === '(max-width: 40rem)';
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      render(<Pagination page={6} pageCount={12} siblings={2} onPageChange={jest.fn()} />);
      const pages = () => screen.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent);
      expect(pages()).toEqual(['1', '5', '6', '7', '12']);

      narrow = false;
      act(() => listeners.forEach((listener) => listener()));
      expect(pages()).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('keeps Previous, the pages and Next on one row: only the page list shrinks, and scrolls', () => {
    // The component's CSS, whose class names stay as written under identity-obj-proxy.
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, 'pagination.module.css'), 'utf8');
    document.head.append(style);
    try {
      render(<Pagination page={6} pageCount={12} onPageChange={jest.fn()} />);
      const nav = screen.getByRole('navigation');
      const list = within(nav).getByRole('list');
      const [previous, next] = [screen.getByRole('button', { name: 'Previous' }), screen.getByRole('button', { name: 'Next' })];
      expect([...nav.children]).toEqual([previous, list, next]);
      const css = (element: Element, ...properties: string[]) =>
        properties.map((property) => getComputedStyle(element).getPropertyValue(property));
      expect(css(nav, 'display', 'flex-wrap')).toEqual(['flex', 'nowrap']);
      expect(css(list, 'flex-wrap', 'min-width', 'overflow-x')).toEqual(['nowrap', '0', 'auto']);
      expect(css(previous, 'flex-shrink')).toEqual(['0']);
      expect(css(next, 'flex-shrink')).toEqual(['0']);
    } finally {
      style.remove();
    }
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

// shared-ui depends on no test package: the German page is made here as testLanguage makes it.
function InGerman({ children }: { children: ReactNode }) {
  return <IntlProvider {...intlConfig('de', german)}>{children}</IntlProvider>;
}

describe('Pagination in German', () => {
  it('names its landmark and buttons in German, with German numbers', () => {
    render(<Pagination page={1200} pageCount={1500} onPageChange={jest.fn()} />, { wrapper: InGerman });
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Seite 1.200' })).toHaveAttribute('aria-current', 'page');
  });
});
