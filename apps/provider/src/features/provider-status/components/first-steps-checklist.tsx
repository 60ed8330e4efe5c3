import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderEditor } from '@marketplace/contracts';
import { Card } from '@marketplace/shared-ui/card';
import { firstSteps } from '../domain/first-steps';

/** A new provider's first steps, each ticked from their profile and linking to where to do it; gone once all are done. */
export function FirstStepsChecklist({ providerId, editor }: { providerId: string; editor: ProviderEditor | undefined }) {
  const intl = useIntl();
  if (!editor) return null;
  const steps = firstSteps(editor);
  if (steps.every((step) => step.done)) return null;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'provider.first-steps.title', defaultMessage: 'Your first steps' })}>
      <ul aria-label={intl.formatMessage({ id: 'provider.first-steps.list', defaultMessage: 'First steps' })}>
        {steps.map((step) => (
          <li key={step.key} data-done={step.done || undefined}>
            <span aria-hidden="true">{step.done ? '✓ ' : '○ '}</span>
            {step.done ? (
              intl.formatMessage({ id: 'provider.first-steps.done', defaultMessage: '{step} (done)' }, { step: intl.formatMessage(step.label) })
            ) : (
              <Link to={`/provider-profile/${providerId}/edit#${step.anchor}`}>
                <FormattedMessage {...step.label} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
