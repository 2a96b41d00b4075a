import { atom } from 'jotai';

/**
 * Which authentication dialog is open over the current page, if any. Any feature can open one
 * (the navigation bar, START NOW, Contact Me) without importing the auth feature.
 */
export type AuthDialog = 'sign-in' | 'sign-up' | null;

export const authDialogAtom = atom<AuthDialog>(null);
