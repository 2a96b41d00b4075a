import type { PagesMessages } from '../en/pages';

/** Arabic strings of the pages area. */
export const pages: PagesMessages = {};
