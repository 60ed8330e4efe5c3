import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { Example } from '../playground-section';

export function VisuallyHiddenExamples() {
  const intl = useIntl();
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.visually-hidden.icon', defaultMessage: 'Giving an icon-only button its name' })}>
        <Stack direction="row" wrap align="center">
          <Button variant="secondary" aria-describedby="favourite-note">
            <span aria-hidden="true">♥</span>
            <VisuallyHidden>
              <FormattedMessage id="shell.playground.visually-hidden.save" defaultMessage="Save Alex Moreno to favourites" />
            </VisuallyHidden>
          </Button>
          <p id="favourite-note">
            <FormattedMessage
              id="shell.playground.visually-hidden.note"
              defaultMessage="On screen: a heart. Screen readers hear “Save Alex Moreno to favourites, button”: the name sits in a VisuallyHidden span, and the heart is aria-hidden."
            />
          </p>
        </Stack>
      </Example>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.visually-hidden.context', defaultMessage: 'Adding context that sighted users get from the layout' })}
      >
        <p>
          <FormattedMessage
            id="shell.playground.visually-hidden.edit-links"
            defaultMessage="Three links that all read “Edit” on screen say which job they edit to a screen reader: <link>Edit<hidden> Deep cleaning on Friday</hidden></link>."
            values={{
              link: (chunks) => <a href="#visually-hidden">{chunks}</a>,
              hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
            }}
          />
        </p>
      </Example>
    </>
  );
}
