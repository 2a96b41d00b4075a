import type { Messages } from '../en';
import { auth } from './auth';
import { candidate } from './candidate';
import { candidates } from './candidates';
import { common } from './common';
import { employer } from './employer';
import { home } from './home';
import { managedCandidates } from './managed-candidates';
import { adminAgencies } from './admin-agencies';
import { adminOffice } from './admin-office';
import { agencyProfile } from './agency-profile';
import { agencyOps } from './agency-ops';
import { pages } from './pages';

/** Every Arabic string of the portal; TypeScript checks it has each English key. */
export const ar: Messages = {
  ...common,
  home,
  auth,
  candidates,
  candidate,
  employer,
  pages,
  managedCandidates,
  adminAgencies,
  adminOffice,
  agencyProfile,
  agencyOps,
};
