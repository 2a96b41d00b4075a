export { Modal, type ModalProps, type ModalSize } from './Modal';
export { Dialog, type DialogProps } from './Dialog';
export { ModalPending, type ModalPendingProps } from './ModalPending';
export { CloseButton, type CloseButtonProps } from './CloseButton';
export {
  DialogTrigger,
  type DialogTriggerProps,
  type DialogRenderProps,
} from 'react-aria-components';
