export {
  ProgressBar,
  useScrollProgress,
  type ProgressBarProps,
  type ProgressBarVariant,
} from './ProgressBar';
