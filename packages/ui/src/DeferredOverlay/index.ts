export { DeferredOverlay, type DeferredOverlayProps } from './DeferredOverlay';
export { lazyComponent, preloadOnIntent } from './lazy-component';
