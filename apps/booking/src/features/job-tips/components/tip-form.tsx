import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type JobTips, type PaymentMethod, tipLimits } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { personalDataProps } from '@marketplace/error-reporting';
import { apiErrorCode, errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { formatMoney } from '@marketplace/shared-ui/money';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TestModeBanner } from '@marketplace/shared-ui/test-mode-banner';
import { TextField } from '@marketplace/shared-ui/text-field';
import type { CardTokeniser, RenderCard } from '../../../lib/card-tokeniser';
import { useGiveTip } from '../api/use-give-tip';
import { chosenAmount, tipAmountProblem } from '../domain/tip-amount';
import styles from './job-tips.module.css';

export interface TipFormProps {
  jobId: string;
  tips: JobTips;
  renderCard: RenderCard;
  onTipped: (tip: { amountMinor: number; currency: string }) => void;
}

/** A definite "no" from the API (not an outage, not a lost answer): the same key would get it again. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The amount (a suggestion, or another amount read from its digits), the card, then a
 * confirmation naming the exact amount, the provider and the card. One idempotency key per
 * intended tip: a double click or a retry after a lost answer tips once; a refusal or a tip
 * given makes a new one.
 */
export function TipForm({ jobId, tips, renderCard, onTipped }: TipFormProps) {
  const intl = useIntl();
  const card = useRef<CardTokeniser>(null);
  const give = useGiveTip(jobId);
  const money = (minor: number) => formatMoney(minor, tips.currency, intl.locale);
  const [choice, setChoice] = useState(String(tips.suggestionsMinor[1] ?? tips.suggestionsMinor[0] ?? 'other'));
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ amountMinor: number; method: PaymentMethod } | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const provider = tips.provider?.displayName;

  const review = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !card.current) return;
    const amountMinor = chosenAmount(choice, typed, tips.currency, intl.locale);
    const wrong = tipAmountProblem(intl, amountMinor, tips.maxMinor, tips.currency);
    setAmountError(wrong);
    setDeclined(null);
    setProblem(null);
    if (wrong || amountMinor === null) return;
    setBusy(true);
    const method = await card.current.tokenise().catch(() => null);
    setBusy(false);
    if (method) setConfirming({ amountMinor, method });
  };

  const send = async () => {
    if (busy || !confirming) return;
    setBusy(true);
    try {
      const tip = await give.mutateAsync({ amountMinor: confirming.amountMinor, paymentMethod: confirming.method.id, idempotencyKey });
      setIdempotencyKey(newIdempotencyKey());
      onTipped(tip);
    } catch (error) {
      if (isRefusal(error)) setIdempotencyKey(newIdempotencyKey());
      if (apiErrorCode(error) === 'PAYMENT_DECLINED') setDeclined(errorMessage(error));
      else setProblem(errorMessage(error));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  };

  if (confirming) {
    const amount = money(confirming.amountMinor);
    return (
      <div className={styles.stack}>
        <Alert tone="info" title={intl.formatMessage({ id: 'booking.tip.confirm-title', defaultMessage: 'Tip {amount} to {provider}?' }, { amount, provider: provider ?? '' })}>
          <p className={styles.line}>
            <FormattedMessage
              id="booking.tip.confirm-detail"
              defaultMessage="{amount} is taken from <card>{brand} •••• {last4}</card> now, and all of it goes to your provider."
              values={{ amount, brand: confirming.method.brand, last4: confirming.method.last4, card: (chunks) => <span translate="no" {...personalDataProps}>{chunks}</span> }}
            />
          </p>
        </Alert>
        <div className={styles.actions}>
          <Button onClick={() => void send()} loading={busy}>
            <FormattedMessage id="booking.tip.give" defaultMessage="Tip {amount}" values={{ amount }} />
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
            <FormattedMessage id="booking.tip.back" defaultMessage="Back" />
          </Button>
        </div>
      </div>
    );
  }

  const options = [
    ...tips.suggestionsMinor.map((minor) => ({ value: String(minor), label: money(minor) })),
    { value: 'other', label: intl.formatMessage({ id: 'booking.tip.other', defaultMessage: 'Another amount' }) },
  ];
  return (
    <form onSubmit={(event) => void review(event)} noValidate aria-labelledby="tip-form-title" className={styles.stack}>
      <p id="tip-form-title" className={styles.line}>
        <FormattedMessage
          id="booking.tip.intro"
          defaultMessage="Thank <data>{provider}</data> with a tip: all of it goes to them."
          values={{ provider: provider ?? '', data: (chunks) => <span translate="no">{chunks}</span> }}
        />
      </p>
      <TestModeBanner showCards />
      <RadioGroup
        label={intl.formatMessage({ id: 'booking.tip.amount', defaultMessage: 'Tip' })}
        options={options}
        value={choice}
        onValueChange={setChoice}
        orientation="horizontal"
        error={choice === 'other' ? undefined : (amountError ?? undefined)}
      />
      {choice === 'other' && (
        <TextField
          label={intl.formatMessage({ id: 'booking.tip.other-amount', defaultMessage: 'Amount ({currency})' }, { currency: tips.currency })}
          hint={intl.formatMessage({ id: 'booking.tip.other-hint', defaultMessage: 'From {least} up to {most}' }, { least: money(tipLimits.minMinor), most: money(tips.maxMinor) })}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={amountError ?? undefined}
        />
      )}
      {renderCard({ ref: card, declined })}
      {problem && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'booking.tip.failed', defaultMessage: 'The tip was not given' })}>
          {problem}
        </Alert>
      )}
      <Button type="submit" loading={busy}>
        <FormattedMessage id="booking.tip.review" defaultMessage="Review the tip" />
      </Button>
    </form>
  );
}
