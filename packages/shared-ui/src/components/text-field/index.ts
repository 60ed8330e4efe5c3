export { TextField, type TextFieldProps, type TextFieldType } from './text-field';
export { TextArea, type TextAreaProps } from './text-area';
