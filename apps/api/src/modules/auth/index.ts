export { SUSPENDED_FAMILY_MESSAGE } from './service';
