import type { ComponentType } from 'react';
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
  title: string;
  /** The components the section shows; the index and the tests read them. */
  components: readonly string[];
  /** What to import, when it differs from `components`. */
  imports?: readonly string[];
  description?: string;
  Examples: ComponentType;
}

/** Every section of the playground, in index order. */
export const playgroundSections: readonly PlaygroundSectionEntry[] = [
  { id: 'button', path: 'button', title: 'Button', components: ['Button'], Examples: ButtonExamples },
  { id: 'text-link', path: 'link', title: 'TextLink', components: ['TextLink'], Examples: TextLinkExamples },
  {
    id: 'text-field',
    path: 'text-field',
    title: 'TextField and TextArea',
    components: ['TextField', 'TextArea'],
    Examples: TextFieldExamples,
  },
  { id: 'number-field', path: 'number-field', title: 'NumberField', components: ['NumberField'], Examples: NumberFieldExamples },
  { id: 'select-field', path: 'select-field', title: 'SelectField', components: ['SelectField'], Examples: SelectFieldExamples },
  { id: 'checkbox', path: 'checkbox', title: 'Checkbox', components: ['Checkbox'], Examples: CheckboxExamples },
  { id: 'radio-group', path: 'radio-group', title: 'RadioGroup', components: ['RadioGroup'], Examples: RadioGroupExamples },
  {
    id: 'form-layout',
    path: 'form-layout',
    title: 'FormLayout, FormActions and Fieldset',
    components: ['FormLayout', 'FormActions', 'Fieldset'],
    Examples: FormLayoutExamples,
  },
  { id: 'card', path: 'card', title: 'Card', components: ['Card'], Examples: CardExamples },
  { id: 'empty-state', path: 'empty-state', title: 'EmptyState', components: ['EmptyState'], Examples: EmptyStateExamples },
  { id: 'dialog', path: 'dialog', title: 'Dialog', components: ['Dialog'], Examples: DialogExamples },
  { id: 'confirm-dialog', path: 'dialog', title: 'ConfirmDialog', components: ['ConfirmDialog'], Examples: ConfirmDialogExamples },
  { id: 'form-dialog', path: 'dialog', title: 'FormDialog', components: ['FormDialog'], Examples: FormDialogExamples },
  {
    id: 'toast',
    path: 'toast',
    title: 'Toast',
    components: ['Toast'],
    imports: ['useToast'],
    description:
      'useToast() raises a toast. The ToastProvider that holds and shows them wraps this whole page; an app mounts one near its root.',
    Examples: ToastExamples,
  },
  { id: 'tabs', path: 'tabs', title: 'Tabs', components: ['Tabs'], Examples: TabsExamples },
  {
    id: 'table',
    path: 'table',
    title: 'Table',
    components: ['Table'],
    description: 'The table only shows the sort; the page keeps the sort state and orders the rows.',
    Examples: TableExamples,
  },
  { id: 'pagination', path: 'pagination', title: 'Pagination', components: ['Pagination'], Examples: PaginationExamples },
  { id: 'step-progress', path: 'step-progress', title: 'StepProgress', components: ['StepProgress'], Examples: StepProgressExamples },
  {
    id: 'strength-meter',
    path: 'strength-meter',
    title: 'StrengthMeter',
    components: ['StrengthMeter'],
    description: 'Shows a measure in segments and words; the caller measures (the sign-up forms feed it a password estimate).',
    Examples: StrengthMeterExamples,
  },
  { id: 'spinner', path: 'spinner', title: 'Spinner', components: ['Spinner'], Examples: SpinnerExamples },
  { id: 'skeleton', path: 'skeleton', title: 'Skeleton', components: ['Skeleton'], Examples: SkeletonExamples },
  { id: 'alert', path: 'alert', title: 'Alert', components: ['Alert'], Examples: AlertExamples },
  { id: 'badge', path: 'badge', title: 'Badge', components: ['Badge'], Examples: BadgeExamples },
  { id: 'avatar', path: 'avatar', title: 'Avatar', components: ['Avatar'], Examples: AvatarExamples },
  { id: 'date-time', path: 'date-time', title: 'DateTime', components: ['DateTime'], Examples: DateTimeExamples },
  { id: 'money', path: 'money', title: 'Money', components: ['Money'], Examples: MoneyExamples },
  {
    id: 'rich-text',
    path: 'rich-text',
    title: 'RichText',
    components: ['RichText'],
    description: 'The one way rich text (descriptions, bios) enters a page: only what the editor makes survives.',
    Examples: RichTextExamples,
  },
  {
    id: 'visually-hidden',
    path: 'visually-hidden',
    title: 'VisuallyHidden',
    components: ['VisuallyHidden'],
    description:
      'Text read by screen readers but not shown: names for icon-only controls, and context that sighted users get from the layout.',
    Examples: VisuallyHiddenExamples,
  },
  { id: 'page-header', path: 'page-header', title: 'PageHeader', components: ['PageHeader'], Examples: PageHeaderExamples },
  { id: 'stack', path: 'stack', title: 'Stack', components: ['Stack'], Examples: StackExamples },
];

export function importLine(section: Pick<PlaygroundSectionEntry, 'path' | 'components' | 'imports'>): string {
  return `import { ${(section.imports ?? section.components).join(', ')} } from '@marketplace/shared-ui/${section.path}';`;
}
