import { render, screen } from '@testing-library/react';
import type { Payout } from '@marketplace/contracts';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../../messages/de.json';
import { PayoutsList } from './payouts-list';

const failed: Payout = {
  id: 'ad0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c15',
  currency: 'EUR',
  periodStart: '2026-11-02T06:00:00.000Z',
  periodEnd: '2026-11-09T06:00:00.000Z',
  amountMinor: 12_800,
  status: 'failed',
  failureMessage: 'Die Bank hat die Überweisung abgelehnt: Das Konto existiert nicht.',
  createdAt: '2026-11-09T06:00:00.000Z',
  completedAt: null,
  covers: [],
};

describe('PayoutsList in German', () => {
  it('says why a payout failed in whole German sentences, the API’s reason marked as worded by the API', () => {
    render(<PayoutsList payouts={[failed]} timeZone="Europe/Berlin" />, { wrapper: testLanguage('de', german) });
    const reason = screen.getByText(failed.failureMessage!);
    expect(reason).toHaveAttribute('data-worded-by', 'api');
    expect(reason.closest('p')).toHaveTextContent(
      'Die Bank hat die Überweisung abgelehnt: Das Konto existiert nicht. Der Betrag ist wieder auszahlbar und wird mit der nächsten Auszahlung überwiesen.',
    );
    expect(screen.getByText(/^128,00\s€$/)).toBeInTheDocument();
  });
});
