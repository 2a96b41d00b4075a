export { AgencyNotFound, AgencyPage, AgencyPageSkeleton, publicAgencyQuery } from './AgencyPage';
