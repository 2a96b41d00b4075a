export { requireVerifiedEmail } from './verified-email';
