import { Button } from '@marketplace/shared-ui/button';
import { FormActions } from '@marketplace/shared-ui/form-layout';

/** A step's submit button, with Back beside it (the wizard passes where back goes). */
export function StepActions({ pending, label = 'Save and continue', onBack }: { pending: boolean; label?: string; onBack?: (() => void) | undefined }) {
  return (
    <FormActions>
      {onBack && (
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
      )}
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </FormActions>
  );
}
