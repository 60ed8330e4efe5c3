import { FormattedMessage } from 'react-intl';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import type { SettingsProblem } from './settings-server-problem';

/** Why a save of settings failed; when someone saved meanwhile, a way to load the latest. */
export function SaveProblemAlert({ problem, title, onReload }: { problem: SettingsProblem; title: string; onReload: () => void }) {
  if (!problem.message) return null;
  return (
    <Alert
      tone={problem.stale ? 'warning' : 'danger'}
      title={title}
      action={
        problem.stale ? (
          <Button type="button" variant="secondary" onClick={onReload}>
            <FormattedMessage id="market.settings.reload-latest" defaultMessage="Reload the latest" />
          </Button>
        ) : undefined
      }
    >
      {problem.message}
    </Alert>
  );
}
