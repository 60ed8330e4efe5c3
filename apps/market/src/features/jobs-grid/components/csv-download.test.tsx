import { render, screen } from '@testing-library/react';
import { marketJobLimits } from '@marketplace/contracts';
import { CsvDownload } from './csv-download';

describe('CsvDownload', () => {
  it('links to the export while the filtered jobs fit in one', () => {
    render(<CsvDownload href="/api/markets/nyc/jobs.csv?status=confirmed" total={marketJobLimits.exportRows} />);
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/markets/nyc/jobs.csv?status=confirmed');
  });

  it('asks for narrower filters instead of offering a download the API would refuse', () => {
    render(<CsvDownload href="/api/markets/nyc/jobs.csv" total={marketJobLimits.exportRows + 1} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Narrow the filters to download a CSV (at most 100,000 jobs).')).toBeInTheDocument();
  });
});
