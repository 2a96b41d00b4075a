export { AgencyLogoService } from './logo';
export { agencyMember } from './member';
export { AGENCY_NOT_FOUND_MESSAGE } from './service';
