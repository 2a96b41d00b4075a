import type { AreaMessages } from '../en';
import { adminAgencies } from './admin-agencies';
import { adminOffice } from './admin-office';
import { agencyOps } from './agency-ops';
import { agencyProfile } from './agency-profile';
import { candidate } from './candidate';
import { conversations } from './conversations';
import { listings } from './listings';
import { managedCandidates } from './managed-candidates';
import { offers } from './offers';
import { interviews } from './interviews';
import { jobPosts } from './job-posts';
import { hireReviews } from './hire-reviews';
import { refunds } from './refunds';

/** The dashboards' Arabic strings; TypeScript checks each English key is here. */
export const arAreas: AreaMessages = {
  candidate,
  managedCandidates,
  adminAgencies,
  adminOffice,
  agencyProfile,
  agencyOps,
  listings,
  offers,
  refunds,
  conversations,
  interviews,
  jobPosts,
  hireReviews,
};
