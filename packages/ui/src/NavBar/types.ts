import type { ActionMenuItem } from '../Menu/ActionMenu';

export interface NavBarLink {
  href: string;
  label: string;
}

export interface NavBarUser {
  /** The signed-in person's name; its initial shows when there is no picture. */
  name: string;
  /** Picture URL; optional. */
  avatarSrc?: string;
}

/** An item of the avatar menu; its `id` is passed to `onUserMenuAction`. */
export type NavBarMenuItem = ActionMenuItem;

/** The SignUp / SignIn buttons shown when nobody is signed in. */
export interface NavBarAuthActions {
  signUpLabel?: string;
  signInLabel?: string;
  onSignUp?: () => void;
  onSignIn?: () => void;
}
