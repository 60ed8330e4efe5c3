import { applicationSteps } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { personalDataProps } from '@marketplace/error-reporting';
import { useSubmitApplication } from '../api/use-application';
import { type WizardStep, wizardSteps } from '../domain/application-steps';
import { ApplicantPicture } from './applicant-picture';
import type { StepProps } from './step-props';

/** Step 9: everything at a glance, what is still missing (each a way back to its step), and submit. */
export function ReviewStep({ data, application, onDone, onBack, onGoTo }: StepProps & { onBack?: () => void; onGoTo: (step: WizardStep) => void }) {
  const submit = useSubmitApplication(application.id);
  const market = data.markets.find((candidate) => candidate.id === application.marketId);
  const services = market?.services.filter((service) => application.serviceIds.includes(service.id)).map((service) => service.name) ?? [];
  const labelOf = (step: WizardStep) => wizardSteps.find((candidate) => candidate.id === step)!.label;
  const facts: Array<[string, React.ReactNode]> = [
    ['Market', market?.name ?? '—'],
    ['Services', services.join(', ') || '—'],
    ['Name customers see', application.displayName ?? '—'],
    ['Years of experience', application.experienceYears === null ? '—' : String(application.experienceYears)],
    ['Picture', application.pictureUrl ? <ApplicantPicture src={application.pictureUrl} alt="Your picture" size={96} /> : '—'],
    ['Phone', application.phoneVerified ? 'Verified' : 'Not verified'],
    ['Identity', application.identity ? application.identity.status.replace('_', ' ') : 'Not checked'],
    ['Payout account', application.payoutAccount ? `Ending ${application.payoutAccount.last4}` : '—'],
    ['Provider terms', application.terms ? `Version ${application.terms.version} accepted` : 'Not accepted'],
  ];
  return (
    <FormLayout>
      <dl {...personalDataProps}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {application.aboutHtml && (
        <section aria-label="About you" {...personalDataProps}>
          <RichText html={application.aboutHtml} />
        </section>
      )}
      {application.missing.length > 0 && (
        <Alert tone="warning" title="Before you submit, finish these steps">
          <ul>
            {applicationSteps.filter((step) => application.missing.includes(step)).map((step) => (
              <li key={step}>
                <Button variant="ghost" size="sm" onClick={() => onGoTo(step)}>
                  {labelOf(step)}
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {submit.isError && <Alert tone="danger" title="Not submitted">{errorMessage(submit.error)}</Alert>}
      <FormActions>
        {onBack && <Button variant="secondary" onClick={onBack}>Back</Button>}
        <Button disabled={application.missing.length > 0} loading={submit.isPending} onClick={() => submit.mutate(undefined, { onSuccess: onDone })}>
          Submit application
        </Button>
      </FormActions>
    </FormLayout>
  );
}
