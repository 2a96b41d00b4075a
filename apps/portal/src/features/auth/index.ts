/** The auth feature: the dialogs (rendered once from the root, fetched when first opened) and the account pages. */
export { DeferredAuthDialogs } from './DeferredAuthDialogs';
export { SessionVerifier } from './SessionVerifier';
export { LoginPage } from './LoginPage';
export { AgencyLoginPage } from './AgencyLoginPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { VerifyEmailBanner } from './VerifyEmailBanner';
export { SettingsPage } from './SettingsPage';
