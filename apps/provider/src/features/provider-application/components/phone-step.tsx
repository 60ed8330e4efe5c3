import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

  if (!account.data) return <p role="status">Loading your account…</p>;
  const { phone: saved, phoneVerified } = account.data;
  const back = onBack && <Button type="button" variant="secondary" onClick={onBack}>Back</Button>;
  if (phoneVerified) {
    return (
      <FormLayout>
        <Alert tone="success" title="Your phone is verified"><span {...personalDataProps}>{saved}</span></Alert>
        <FormActions>{back}<Button onClick={onDone}>Continue</Button></FormActions>
      </FormLayout>
    );
  }
  if (!saved) {
    const parsed = phoneSchema.safeParse(phone);
    return (
      <form noValidate aria-label="Your phone" onSubmit={(event) => { event.preventDefault(); if (parsed.success) savePhone.mutate(parsed.data); }}>
        <FormLayout>
          {savePhone.isError && <Alert tone="danger" title="Not saved">{errorMessage(savePhone.error)}</Alert>}
          <TextField label="Mobile phone" type="tel" autoComplete="tel" required hint="Customers and the market team reach you on it. We text you a code to check it." value={phone} onChange={(event) => setPhone(event.target.value)} {...personalDataProps} />
          <FormActions>{back}<Button type="submit" loading={savePhone.isPending}>Save phone</Button></FormActions>
        </FormLayout>
      </form>
    );
  }
  return (
    <FormLayout>
      <p>
        Your phone <strong {...personalDataProps}>{saved}</strong> is not verified yet.
      </p>
      {sendCode.isError && <Alert tone="danger" title="No code sent">{errorMessage(sendCode.error)}</Alert>}
      {sent ? (
        <CodeEntryForm title="Verify your phone" label="Code from the text message" hint={<>We texted a 6-digit code to <span {...personalDataProps}>{sent.sentTo}</span>.</>} submitLabel="Verify phone" onSubmitCode={verify}>
          <ResendCode resendAfter={sent.resendAfter} sentTo={sent.sentTo} onResend={() => sendCode.mutateAsync()} />
        </CodeEntryForm>
      ) : (
        <FormActions>{back}<Button loading={sendCode.isPending} onClick={() => sendCode.mutate()}>Text me a code</Button></FormActions>
      )}
    </FormLayout>
  );
}
