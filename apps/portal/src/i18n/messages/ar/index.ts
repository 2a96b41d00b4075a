import type { Messages } from '../en';
import { arAreas } from './areas';
import { arPublic } from './public';

/** Every Arabic string of the portal; TypeScript checks it has each English key. */
export const ar: Messages = { ...arPublic, ...arAreas };
