/// <reference types="@vitest/browser-playwright" />
import type { BrowserCommand } from 'vitest/node';

/** Vitest's runner page, around the story's frame, when nothing asks for more. */
export const RUNNER_VIEWPORT = { width: 1920, height: 1200 };

/**
 * Grows Vitest's runner page so a story frame of `width` × `height` fits in it unscaled: Vitest
 * scales a frame larger than its page down to fit, and a scaled frame is not the story's pixels.
 */
export const makeRoomForFrame: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  await context.page.setViewportSize({
    width: Math.max(RUNNER_VIEWPORT.width, Math.ceil(width) + 64),
    height: Math.max(RUNNER_VIEWPORT.height, Math.ceil(height) + 64),
  });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    makeRoomForFrame: (width: number, height: number) => Promise<void>;
  }
}
