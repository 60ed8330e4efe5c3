import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentApplication, ProviderApplication } from '@marketplace/contracts';
import { StepProgress } from '@marketplace/shared-ui/step-progress';
import { nextStep, previousStep, resumeStep, type WizardStep, wizardSteps } from '../domain/application-steps';
import { AboutStep } from './about-step';
import { IdentityStep } from './identity-step';
import { MarketStep } from './market-step';
import { PayoutStep } from './payout-step';
import { PhoneStep } from './phone-step';
import { PictureStep } from './picture-step';
import { ReviewStep } from './review-step';
import { TermsStep } from './terms-step';

const forms = { market: MarketStep, about: AboutStep, picture: PictureStep, phone: PhoneStep, identity: IdentityStep, payout: PayoutStep, terms: TermsStep } as const;

/**
 * The application, one step at a time (each saved on the server as it is left): it opens at
 * the first step still missing. The heading takes focus on every step, so a screen reader
 * hears where it is.
 */
export function ApplicationWizard({ data, application }: { data: CurrentApplication; application: ProviderApplication }) {
  const intl = useIntl();
  const [step, setStep] = useState<WizardStep>(() => resumeStep(application));
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);
  const back = previousStep(step);
  const props = { data, application, onDone: () => setStep(nextStep(step)), onBack: back ? () => setStep(back) : undefined };
  const index = wizardSteps.findIndex((candidate) => candidate.id === step);
  const StepForm = step === 'review' || step === 'account' ? null : forms[step];
  return (
    <div>
      <StepProgress steps={wizardSteps.map((candidate, position) => ({ id: candidate.id, label: intl.formatMessage(candidate.label), status: position < index ? 'complete' : position === index ? 'current' : 'upcoming' }))} />
      <h2 ref={heading} tabIndex={-1}>
        <FormattedMessage {...wizardSteps[index]!.label} />
      </h2>
      {StepForm ? <StepForm key={step} {...props} /> : <ReviewStep {...props} onGoTo={setStep} />}
    </div>
  );
}
