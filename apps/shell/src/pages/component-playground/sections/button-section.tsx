import { useState } from 'react';
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
      {saving ? 'Saving…' : 'Save (2 s)'}
    </Button>
  );
}

export function ButtonExamples() {
  return (
    <>
      <Example title="Variants">
        <Stack direction="row" wrap align="center">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant[0]?.toUpperCase() + variant.slice(1)}
            </Button>
          ))}
        </Stack>
      </Example>
      <Example title="Sizes">
        <Stack direction="row" wrap align="center">
          {sizes.map((size) => (
            <Button key={size} size={size}>
              Size {size}
            </Button>
          ))}
        </Stack>
      </Example>
      <Example title="Loading and disabled">
        <Stack direction="row" wrap align="center">
          <LoadingButton />
          <Button loading>Always loading</Button>
          <Button disabled>Disabled</Button>
          <Button variant="secondary" disabled>
            Disabled secondary
          </Button>
        </Stack>
      </Example>
      <Example title="asChild: a router link styled as a button, and full width">
        <Stack gap={3}>
          <Stack direction="row" wrap align="center">
            <Button asChild>
              <Link to="/">Go to the home page</Link>
            </Button>
            <Button asChild variant="ghost">
              <a href="#table">Jump to the table</a>
            </Button>
          </Stack>
          <Button fullWidth variant="secondary">
            Full width
          </Button>
        </Stack>
      </Example>
    </>
  );
}
