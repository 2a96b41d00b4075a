export {
  ToastRegion,
  ToastQueue,
  toastQueue,
  DEFAULT_TOAST_TIMEOUT,
  type ToastRegionProps,
  type ToastMessage,
  type ToastVariant,
  type ShowToastOptions,
} from './Toast';
