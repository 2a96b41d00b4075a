export { DeferredOverlay, type DeferredOverlayProps } from './DeferredOverlay';
export { lazyComponent } from './lazy-component';
