export { ConfirmDialog, confirmTones, type ConfirmDialogProps } from './ConfirmDialog';
