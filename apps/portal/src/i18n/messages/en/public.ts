import { candidates } from './candidates';
import { common } from './common';

/** The strings every public page shows (the frame, the candidate cards): always in the bundle. */
export const enPublic = {
  ...common,
  candidates,
};

export type PublicMessages = typeof enPublic;
