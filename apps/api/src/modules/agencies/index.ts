export { AgencyLogoService } from './logo';
export { agencyMember } from './member';
