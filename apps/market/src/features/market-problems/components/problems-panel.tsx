import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MarketDetail } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { Card } from '@marketplace/shared-ui/card';
import { formatMoney } from '@marketplace/shared-ui/money';

const reasonWords = defineMessages({
  not_done: { id: 'market.problems.reason.not-done', defaultMessage: 'Not done' },
  poor_quality: { id: 'market.problems.reason.poor-quality', defaultMessage: 'Poor quality' },
  damage: { id: 'market.problems.reason.damage', defaultMessage: 'Damage' },
  late_or_no_show: { id: 'market.problems.reason.late-or-no-show', defaultMessage: 'Late or no-show' },
  overcharged: { id: 'market.problems.reason.overcharged', defaultMessage: 'Overcharged' },
  other: { id: 'market.problems.reason.other', defaultMessage: 'Other' },
});

/** Under the market: refreshed with it. */
const problemsKey = (marketId: string) => [...queryKeys.markets.one(marketId), 'problems'] as const;

/** The dashboard's Problems tab (docs/problems.md): open cases oldest first with their age, and how resolved cases ended. */
export default function ProblemsPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const problems = useQuery({ queryKey: problemsKey(market.id), queryFn: () => api('problems.listInMarket', { params: { marketId: market.id } }) });
  const data = problems.data;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.problems.dashboard-title', defaultMessage: 'Problem reports' })}>
      {data && (
        <>
          <p data-testid="problem-outcomes">
            <FormattedMessage
              id="market.problems.outcomes"
              defaultMessage="{open} open · resolved: {none} without a refund, {partial} with a partial refund, {full} with a full refund"
              values={{ open: data.openCount, none: data.outcomes.none, partial: data.outcomes.partial_refund, full: data.outcomes.full_refund }}
            />
          </p>
          <table>
            <caption>
              <FormattedMessage id="market.problems.open-cases" defaultMessage="Open cases, oldest first" />
            </caption>
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="market.problems.col.reason" defaultMessage="Reason" /></th>
                <th scope="col"><FormattedMessage id="market.problems.col.age" defaultMessage="Open for" /></th>
                <th scope="col"><FormattedMessage id="market.problems.col.held" defaultMessage="Held" /></th>
                <th scope="col"><FormattedMessage id="market.problems.col.job" defaultMessage="Job" /></th>
              </tr>
            </thead>
            <tbody>
              {data.open.map((row) => (
                <tr key={row.id}>
                  <td>{intl.formatMessage(reasonWords[row.reason])}</td>
                  <td>{intl.formatMessage({ id: 'market.problems.age', defaultMessage: '{hours, plural, one {# hour} other {# hours}}' }, { hours: row.ageHours })}</td>
                  <td>{formatMoney(row.heldMinor, row.currency, intl.locale)}</td>
                  <td>
                    <Link to={`/market/${market.id}/job/${row.jobId}`}>
                      <FormattedMessage id="market.problems.open-desk" defaultMessage="Open the job desk" />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
