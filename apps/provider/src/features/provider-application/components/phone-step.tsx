import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PendingVerification, phoneSchema } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { api, queryKeys } from '@marketplace/api-client';
import { errorMessage } from '@marketplace/api-client/errors';
import { CodeEntryForm, ResendCode } from '@marketplace/account-ui/verification';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { accountQuery, applicationQueryKey } from '../api/use-application';
import type { StepProps } from './step-props';

/**
 * Step 5: a verified phone, on the account (the same code by text message as on /account). The
 * application reads it from the account, so it is asked again whenever the number changes.
 */
export function PhoneStep({ onDone, onBack }: StepProps & { onBack?: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery());
  const [sent, setSent] = useState<PendingVerification | null>(null);
  const [phone, setPhone] = useState('');
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: applicationQueryKey }), queryClient.invalidateQueries({ queryKey: queryKeys.account.details() })]);
  const savePhone = useMutation({ mutationFn: (number: string) => api('account.updateProfile', { body: { name: account.data!.name, phone: number } }), onSuccess: refresh });
  const sendCode = useMutation({ mutationFn: () => api('account.sendPhoneCode'), onSuccess: setSent });
  const verify = async (code: string) => {
    await api('account.verifyPhone', { body: { code } });
    await refresh();
  };

  if (!account.data) {
    return (
      <p role="status">
        <FormattedMessage id="provider.apply.phone.loading" defaultMessage="Loading your account…" />
      </p>
    );
  }
  const notSaved = intl.formatMessage({ id: 'provider.apply.not-saved', defaultMessage: 'Not saved' });
  const { phone: saved, phoneVerified } = account.data;
  const back = onBack && (
    <Button type="button" variant="secondary" onClick={onBack}>
      <FormattedMessage id="provider.apply.back" defaultMessage="Back" />
    </Button>
  );
  if (phoneVerified) {
    return (
      <FormLayout>
        <Alert tone="success" title={intl.formatMessage({ id: 'provider.apply.phone.verified', defaultMessage: 'Your phone is verified' })}>
          <span translate="no" {...personalDataProps}>
            {saved}
          </span>
        </Alert>
        <FormActions>
          {back}
          <Button onClick={onDone}>
            <FormattedMessage id="provider.apply.continue" defaultMessage="Continue" />
          </Button>
        </FormActions>
      </FormLayout>
    );
  }
  if (!saved) {
    const parsed = phoneSchema.safeParse(phone);
    return (
      <form
        noValidate
        aria-label={intl.formatMessage({ id: 'provider.apply.phone.form', defaultMessage: 'Your phone' })}
        onSubmit={(event) => { event.preventDefault(); if (parsed.success) savePhone.mutate(parsed.data); }}>
        <FormLayout>
          {savePhone.isError && (
            <Alert tone="danger" title={notSaved}>
              {errorMessage(savePhone.error)}
            </Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'provider.apply.phone.mobile', defaultMessage: 'Mobile phone' })}
            type="tel"
            autoComplete="tel"
            required
            hint={intl.formatMessage({ id: 'provider.apply.phone.mobile-hint', defaultMessage: 'Customers and the market team reach you on it. We text you a code to check it.' })}
            value={phone} onChange={(event) => setPhone(event.target.value)} {...personalDataProps} />
          <FormActions>
            {back}
            <Button type="submit" loading={savePhone.isPending}>
              <FormattedMessage id="provider.apply.phone.save" defaultMessage="Save phone" />
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    );
  }
  return (
    <FormLayout>
      <p>
        <FormattedMessage
          id="provider.apply.phone.not-verified"
          defaultMessage="Your phone {phone} is not verified yet."
          values={{
            phone: (
              <strong translate="no" {...personalDataProps}>
                {saved}
              </strong>
            ),
          }}
        />
      </p>
      {sendCode.isError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.phone.no-code', defaultMessage: 'No code sent' })}>
          {errorMessage(sendCode.error)}
        </Alert>
      )}
      {sent ? (
        <CodeEntryForm
          title={intl.formatMessage({ id: 'provider.apply.phone.verify-title', defaultMessage: 'Verify your phone' })}
          label={intl.formatMessage({ id: 'provider.apply.phone.code', defaultMessage: 'Code from the text message' })}
          hint={
            <FormattedMessage
              id="provider.apply.phone.code-sent"
              defaultMessage="We texted a 6-digit code to {phone}."
              values={{
                phone: (
                  <span translate="no" {...personalDataProps}>
                    {sent.sentTo}
                  </span>
                ),
              }}
            />
          }
          submitLabel={intl.formatMessage({ id: 'provider.apply.phone.verify', defaultMessage: 'Verify phone' })}
          onSubmitCode={verify}
        >
          <ResendCode resendAfter={sent.resendAfter} sentTo={sent.sentTo} onResend={() => sendCode.mutateAsync()} />
        </CodeEntryForm>
      ) : (
        <FormActions>
          {back}
          <Button loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
            <FormattedMessage id="provider.apply.phone.send-code" defaultMessage="Text me a code" />
          </Button>
        </FormActions>
      )}
    </FormLayout>
  );
}
