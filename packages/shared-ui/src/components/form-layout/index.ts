export {
  Fieldset,
  FormActions,
  FormLayout,
  type FieldsetProps,
  type FormActionsProps,
  type FormLayoutProps,
} from './form-layout';
