import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, type ButtonSize, type ButtonVariant } from '@marketplace/shared-ui/button';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

function LoadingButton() {
  const [saving, setSaving] = useState(false);
  function save() {
    setSaving(true);
    setTimeout(() => setSaving(false), 2000);
  }
  return (
    <Button loading={saving} onClick={save}>
      {saving ? (
        <FormattedMessage id="shell.playground.button.saving" defaultMessage="Saving…" />
      ) : (
        <FormattedMessage id="shell.playground.button.save" defaultMessage="Save (2 s)" />
      )}
    </Button>
  );
}

export function ButtonExamples() {
  const intl = useIntl();
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.button.variants', defaultMessage: 'Variants' })}>
        <Stack direction="row" wrap align="center">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {/* The variant's name in code, as a developer writes it. */}
              <span translate="no">{variant[0]?.toUpperCase() + variant.slice(1)}</span>
            </Button>
          ))}
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.button.sizes', defaultMessage: 'Sizes' })}>
        <Stack direction="row" wrap align="center">
          {sizes.map((size) => (
            <Button key={size} size={size}>
              <FormattedMessage id="shell.playground.button.size" defaultMessage="Size {size}" values={{ size: <span translate="no">{size}</span> }} />
            </Button>
          ))}
        </Stack>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.button.loading-disabled', defaultMessage: 'Loading and disabled' })}>
        <Stack direction="row" wrap align="center">
          <LoadingButton />
          <Button loading>
            <FormattedMessage id="shell.playground.button.always-loading" defaultMessage="Always loading" />
          </Button>
          <Button disabled>
            <FormattedMessage id="shell.playground.button.disabled" defaultMessage="Disabled" />
          </Button>
          <Button variant="secondary" disabled>
            <FormattedMessage id="shell.playground.button.disabled-secondary" defaultMessage="Disabled secondary" />
          </Button>
        </Stack>
      </Example>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.button.as-child', defaultMessage: 'asChild: a router link styled as a button, and full width' })}
      >
        <Stack gap={3}>
          <Stack direction="row" wrap align="center">
            <Button asChild>
              <Link to="/">
                <FormattedMessage id="shell.playground.button.home" defaultMessage="Go to the home page" />
              </Link>
            </Button>
            <Button asChild variant="ghost">
              <a href="#table">
                <FormattedMessage id="shell.playground.button.jump" defaultMessage="Jump to the table" />
              </a>
            </Button>
          </Stack>
          <Button fullWidth variant="secondary">
            <FormattedMessage id="shell.playground.button.full-width" defaultMessage="Full width" />
          </Button>
        </Stack>
      </Example>
    </>
  );
}
