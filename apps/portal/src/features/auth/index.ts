/** The auth feature: the dialogs (rendered once from the root) and the account pages. */
export { AuthDialogs } from './AuthDialogs';
export { SessionVerifier } from './SessionVerifier';
export { LoginPage } from './LoginPage';
export { AgencyLoginPage } from './AgencyLoginPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SettingsPage } from './SettingsPage';
