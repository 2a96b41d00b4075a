/** What other modules use of a managed candidate: her form as a row holds it. */
export { profileOf, servicesOfForm } from './profile';
