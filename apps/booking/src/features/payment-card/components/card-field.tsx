import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Fieldset } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useTokeniseCard } from '../api/use-tokenise-card';
import { cardFields, cardFormSchema, cardKey, emptyCard, type CardFormInput, type CardFormOutput } from '../domain/card-form';
import styles from './card-field.module.css';

/** What the page may do with the card: turn it into a payment-method id. Nothing else leaves. */
export interface CardFieldHandle {
  /** Resolves with the card's payment method; rejects with `CardNotReady` after showing why at the field. */
  tokenise(): Promise<PaymentMethod>;
}

/** The card could not be tokenised; the field already shows why and has the focus. */
export class CardNotReady extends Error {
  override readonly name = 'CardNotReady';
}

export interface CardFieldProps {
  ref?: Ref<CardFieldHandle>;
  /** A refusal of the card from elsewhere (the bank declined it): shown on the number, focused. */
  declined?: string | null;
}

/**
 * The card entry, shaped like a gateway's tokenising field (Stripe's Card Element): it owns its
 * inputs and their state, and the page only gets `tokenise()`. The number and the CVC never
 * reach the page, the booking, or any store; replacing test mode with a real gateway changes
 * this component only. Inputs are masked in session replay, and so is the whole group.
 */
export function CardField({ ref, declined = null }: CardFieldProps) {
  const intl = useIntl();
  const form = useForm<CardFormInput, unknown, CardFormOutput>({ resolver: zodResolver(cardFormSchema), defaultValues: emptyCard });
  const { errors } = form.formState;
  const tokeniseCard = useTokeniseCard();
  const [problem, setProblem] = useState<string | null>(null);
  const last = useRef<{ key: string; method: PaymentMethod } | null>(null);

  useEffect(() => {
    if (declined) form.setError('number', { type: 'declined', message: declined }, { shouldFocus: true });
  }, [declined, form]);

  useImperativeHandle(ref, () => ({
    tokenise: () =>
      new Promise<PaymentMethod>((resolve, reject) => {
        setProblem(null);
        const refuse = () => reject(new CardNotReady('The card needs attention.'));
        const send = async (card: CardFormOutput) => {
          const key = cardKey(card);
          if (last.current?.key === key) return resolve(last.current.method);
          try {
            const method = await tokeniseCard.mutateAsync(card);
            last.current = { key, method };
            resolve(method);
          } catch (error) {
            setProblem(applyServerErrors(error, cardFields, form.setError));
            refuse();
          }
        };
        void form.handleSubmit(send, refuse)();
      }),
  }));

  const digits = { inputMode: 'numeric' } as const;
  return (
    <div className={styles.card} {...personalDataProps}>
      {problem && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'booking.card.not-accepted', defaultMessage: 'Your card was not accepted' })}>
          {problem}
        </Alert>
      )}
      <Fieldset legend={intl.formatMessage({ id: 'booking.card.legend', defaultMessage: 'Card' })}>
        <TextField label={intl.formatMessage({ id: 'booking.card.number', defaultMessage: 'Card number' })} autoComplete="cc-number" placeholder="1234 1234 1234 1234" required error={errors.number?.message} {...digits} {...form.register('number')} />
        <div className={styles.row}>
          <TextField label={intl.formatMessage({ id: 'booking.card.exp-month', defaultMessage: 'Expiry month' })} hint={intl.formatMessage({ id: 'booking.card.exp-month-hint', defaultMessage: 'MM' })} autoComplete="cc-exp-month" required error={errors.expMonth?.message} className={styles.short} {...digits} {...form.register('expMonth')} />
          <TextField label={intl.formatMessage({ id: 'booking.card.exp-year', defaultMessage: 'Expiry year' })} hint={intl.formatMessage({ id: 'booking.card.exp-year-hint', defaultMessage: 'YY' })} autoComplete="cc-exp-year" required error={errors.expYear?.message} className={styles.short} {...digits} {...form.register('expYear')} />
          <TextField label={intl.formatMessage({ id: 'booking.card.cvc', defaultMessage: 'Security code' })} hint={intl.formatMessage({ id: 'booking.card.cvc-hint', defaultMessage: '3 or 4 digits on the back' })} autoComplete="cc-csc" required error={errors.cvc?.message} className={styles.short} {...digits} {...form.register('cvc')} />
        </div>
      </Fieldset>
    </div>
  );
}
