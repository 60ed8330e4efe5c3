import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { AlertExamples } from './sections/alert-section';
import { AvatarExamples } from './sections/avatar-section';
import { BadgeExamples } from './sections/badge-section';
import { ButtonExamples } from './sections/button-section';
import { CardExamples } from './sections/card-section';
import { CheckboxExamples } from './sections/checkbox-section';
import { DateTimeExamples } from './sections/date-time-section';
import { ConfirmDialogExamples, DialogExamples, FormDialogExamples } from './sections/dialog-section';
import { EmptyStateExamples } from './sections/empty-state-section';
import { FormLayoutExamples } from './sections/form-layout-section';
import { SkeletonExamples, SpinnerExamples } from './sections/loading-section';
import { MoneyExamples } from './sections/money-section';
import { NumberFieldExamples } from './sections/number-field-section';
import { PageHeaderExamples } from './sections/page-header-section';
import { PaginationExamples } from './sections/pagination-section';
import { RadioGroupExamples } from './sections/radio-group-section';
import { RichTextExamples } from './sections/rich-text-section';
import { SelectFieldExamples } from './sections/select-field-section';
import { StackExamples } from './sections/stack-section';
import { StepProgressExamples } from './sections/step-progress-section';
import { StrengthMeterExamples } from './sections/strength-meter-section';
import { TableExamples } from './sections/table-section';
import { TabsExamples } from './sections/tabs-section';
import { TextFieldExamples } from './sections/text-field-section';
import { TextLinkExamples } from './sections/text-link-section';
import { ToastExamples } from './sections/toast-section';
import { VisuallyHiddenExamples } from './sections/visually-hidden-section';

export interface PlaygroundSectionEntry {
  /** The anchor the index links to. */
  id: string;
  /** The shared-ui import path: `@marketplace/shared-ui/<path>`. */
  path: string;
  /** The components the section shows, which are also its title; the index and the tests read them. */
  components: readonly string[];
  /** What to import, when it differs from `components`. */
  imports?: readonly string[];
  description?: MessageDescriptor;
  Examples: ComponentType;
}

const descriptions = defineMessages({
  toast: {
    id: 'shell.playground.toast.description',
    defaultMessage: 'useToast() raises a toast. The ToastProvider that holds and shows them wraps this whole page; an app mounts one near its root.',
  },
  table: { id: 'shell.playground.table.description', defaultMessage: 'The table only shows the sort; the page keeps the sort state and orders the rows.' },
  strengthMeter: {
    id: 'shell.playground.strength-meter.description',
    defaultMessage: 'Shows a measure in segments and words; the caller measures (the sign-up forms feed it a password estimate).',
  },
  richText: {
    id: 'shell.playground.rich-text.description',
    defaultMessage: 'The one way rich text (descriptions, bios) enters a page: only what the editor makes survives.',
  },
  visuallyHidden: {
    id: 'shell.playground.visually-hidden.description',
    defaultMessage: 'Text read by screen readers but not shown: names for icon-only controls, and context that sighted users get from the layout.',
  },
});

/** Every section of the playground, in index order. */
export const playgroundSections: readonly PlaygroundSectionEntry[] = [
  { id: 'button', path: 'button', components: ['Button'], Examples: ButtonExamples },
  { id: 'text-link', path: 'link', components: ['TextLink'], Examples: TextLinkExamples },
  {
    id: 'text-field',
    path: 'text-field',
    components: ['TextField', 'TextArea'],
    Examples: TextFieldExamples,
  },
  { id: 'number-field', path: 'number-field', components: ['NumberField'], Examples: NumberFieldExamples },
  { id: 'select-field', path: 'select-field', components: ['SelectField'], Examples: SelectFieldExamples },
  { id: 'checkbox', path: 'checkbox', components: ['Checkbox'], Examples: CheckboxExamples },
  { id: 'radio-group', path: 'radio-group', components: ['RadioGroup'], Examples: RadioGroupExamples },
  {
    id: 'form-layout',
    path: 'form-layout',
    components: ['FormLayout', 'FormActions', 'Fieldset'],
    Examples: FormLayoutExamples,
  },
  { id: 'card', path: 'card', components: ['Card'], Examples: CardExamples },
  { id: 'empty-state', path: 'empty-state', components: ['EmptyState'], Examples: EmptyStateExamples },
  { id: 'dialog', path: 'dialog', components: ['Dialog'], Examples: DialogExamples },
  { id: 'confirm-dialog', path: 'dialog', components: ['ConfirmDialog'], Examples: ConfirmDialogExamples },
  { id: 'form-dialog', path: 'dialog', components: ['FormDialog'], Examples: FormDialogExamples },
  {
    id: 'toast',
    path: 'toast',
    components: ['Toast'],
    imports: ['useToast'],
    description: descriptions.toast,
    Examples: ToastExamples,
  },
  { id: 'tabs', path: 'tabs', components: ['Tabs'], Examples: TabsExamples },
  {
    id: 'table',
    path: 'table',
    components: ['Table'],
    description: descriptions.table,
    Examples: TableExamples,
  },
  { id: 'pagination', path: 'pagination', components: ['Pagination'], Examples: PaginationExamples },
  { id: 'step-progress', path: 'step-progress', components: ['StepProgress'], Examples: StepProgressExamples },
  {
    id: 'strength-meter',
    path: 'strength-meter',
    components: ['StrengthMeter'],
    description: descriptions.strengthMeter,
    Examples: StrengthMeterExamples,
  },
  { id: 'spinner', path: 'spinner', components: ['Spinner'], Examples: SpinnerExamples },
  { id: 'skeleton', path: 'skeleton', components: ['Skeleton'], Examples: SkeletonExamples },
  { id: 'alert', path: 'alert', components: ['Alert'], Examples: AlertExamples },
  { id: 'badge', path: 'badge', components: ['Badge'], Examples: BadgeExamples },
  { id: 'avatar', path: 'avatar', components: ['Avatar'], Examples: AvatarExamples },
  { id: 'date-time', path: 'date-time', components: ['DateTime'], Examples: DateTimeExamples },
  { id: 'money', path: 'money', components: ['Money'], Examples: MoneyExamples },
  {
    id: 'rich-text',
    path: 'rich-text',
    components: ['RichText'],
    description: descriptions.richText,
    Examples: RichTextExamples,
  },
  {
    id: 'visually-hidden',
    path: 'visually-hidden',
    components: ['VisuallyHidden'],
    description: descriptions.visuallyHidden,
    Examples: VisuallyHiddenExamples,
  },
  { id: 'page-header', path: 'page-header', components: ['PageHeader'], Examples: PageHeaderExamples },
  { id: 'stack', path: 'stack', components: ['Stack'], Examples: StackExamples },
];

export function importLine(section: Pick<PlaygroundSectionEntry, 'path' | 'components' | 'imports'>): string {
  return `import { ${(section.imports ?? section.components).join(', ')} } from '@marketplace/shared-ui/${section.path}';`;
}
