import { Button } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { Example } from '../playground-section';

export function VisuallyHiddenExamples() {
  return (
    <>
      <Example title="Giving an icon-only button its name">
        <Stack direction="row" wrap align="center">
          <Button variant="secondary" aria-describedby="favourite-note">
            <span aria-hidden="true">♥</span>
            <VisuallyHidden>Save Alex Moreno to favourites</VisuallyHidden>
          </Button>
          <p id="favourite-note">
            On screen: a heart. Screen readers hear “Save Alex Moreno to favourites, button”: the name
            sits in a VisuallyHidden span, and the heart is aria-hidden.
          </p>
        </Stack>
      </Example>
      <Example title="Adding context that sighted users get from the layout">
        <p>
          Three links that all read “Edit” on screen say which job they edit to a screen reader:{' '}
          <a href="#visually-hidden">
            Edit<VisuallyHidden> Deep cleaning on Friday</VisuallyHidden>
          </a>
          .
        </p>
      </Example>
    </>
  );
}
