/** English strings of the pages area. */
export const pages = {};

export type PagesMessages = typeof pages;
