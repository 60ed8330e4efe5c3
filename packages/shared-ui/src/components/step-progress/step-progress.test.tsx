import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StepProgress, type ProgressStep } from './step-progress';

const steps: ProgressStep[] = [
  { id: 'what', label: 'What', href: '/flow/what', status: 'complete' },
  { id: 'where', label: 'Where', href: '/flow/where', status: 'current' },
  { id: 'when', label: 'When', status: 'upcoming' },
];

describe('StepProgress', () => {
  it('lists the steps in order and marks the current one', () => {
    render(<StepProgress steps={steps} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['✓What (complete)', '2Where', '3When']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
  });

  it('links reachable steps but never the current or an unreachable one', () => {
    render(<StepProgress steps={steps} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'What (complete)' })).toHaveAttribute('href', '/flow/what');
  });

  it('lets the app render its own links', () => {
    const renderLink = jest.fn((step: ProgressStep, children: ReactNode) => (
      <a href={`#${step.href}`} data-router="">
        {children}
      </a>
    ));
    render(<StepProgress steps={steps} renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledTimes(1);
    expect(renderLink.mock.calls[0]?.[0]).toBe(steps[0]);
    expect(screen.getByRole('link', { name: 'What (complete)' })).toHaveAttribute('data-router');
  });

  it('has the compact "Step n of total" line for narrow screens', () => {
    render(<StepProgress steps={steps} />);
    expect(screen.getByText(/Step 2 of 3/)).toHaveTextContent('Step 2 of 3: Where');
  });

  it('takes a compact line of its own', () => {
    render(
      <StepProgress
        steps={steps}
        formatCompact={(position, total, label) => (
          <>
            Étape {position} sur {total} : <strong>{label}</strong>
          </>
        )}
      />,
    );
    expect(screen.getByText(/Étape 2 sur 3/)).toHaveTextContent('Étape 2 sur 3 : Where');
  });
});
