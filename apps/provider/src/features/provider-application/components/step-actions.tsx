import { FormattedMessage } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions } from '@marketplace/shared-ui/form-layout';

/** A step's submit button, with Back beside it (the wizard passes where back goes). */
export function StepActions({ pending, label, onBack }: { pending: boolean; label?: string; onBack?: (() => void) | undefined }) {
  return (
    <FormActions>
      {onBack && (
        <Button type="button" variant="secondary" onClick={onBack}>
          <FormattedMessage id="provider.apply.back" defaultMessage="Back" />
        </Button>
      )}
      <Button type="submit" loading={pending}>
        {label ?? <FormattedMessage id="provider.apply.save-continue" defaultMessage="Save and continue" />}
      </Button>
    </FormActions>
  );
}
