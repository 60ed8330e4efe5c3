import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePendingSignup, type PendingSignup } from '@marketplace/account-ui';
import { SignupCodeStep, SignupDetailsForm } from '@marketplace/account-ui/verification';
import { HydratedFields } from '../../app/hydrated-fields';

type Details = PendingSignup['details'];

/**
 * Creating an account: the details, then (in place) the code emailed to the address. A reload
 * while the code is awaited comes back to the code step (the sign-up waits in this tab).
 */
export function SignupForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const pending = usePendingSignup();
  const [typed, setTyped] = useState<Details | null>(null);
  if (pending) {
    return <SignupCodeStep pending={pending} onVerified={() => navigate(next, { replace: true })} onUseDifferentEmail={setTyped} />;
  }
  return <SignupDetailsForm initial={typed} Fields={HydratedFields} />;
}
