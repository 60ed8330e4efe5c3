import { useIntl } from 'react-intl';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';

// Inline, so the playground needs no network: a face-like drawing on the brand colours.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e3f1ec"/>' +
    '<circle cx="32" cy="26" r="12" fill="#1f6f5c"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#1f6f5c"/></svg>',
)}`;

/** Sample people: names are data, the same in every language. */
const alex = 'Alex Moreno';
const priya = 'Priya Shah';

export function AvatarExamples() {
  const intl = useIntl();
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.avatar.sizes', defaultMessage: 'With an image, in each size' })}>
        <Stack direction="row" wrap align="center">
          <Avatar name={alex} src={portrait} size="sm" />
          <Avatar name={alex} src={portrait} size="md" />
          <Avatar name={alex} src={portrait} size="lg" />
        </Stack>
      </Example>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.avatar.fallback', defaultMessage: 'Fallback initials: no image, and an image that fails to load' })}
      >
        <Stack direction="row" wrap align="center">
          <Avatar name={priya} size="lg" />
          <Avatar name="Sam Okafor" src="data:image/png;base64,broken" size="lg" />
          <Avatar name="Jo" size="md" />
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.avatar.decorative', defaultMessage: 'Decorative, beside the visible name' })}>
        <Stack direction="row" align="center" gap={2}>
          <Avatar name={priya} decorative size="sm" />
          <span translate="no">{priya}</span>
        </Stack>
      </Example>
    </>
  );
}
