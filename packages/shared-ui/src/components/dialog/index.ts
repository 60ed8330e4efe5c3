export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
