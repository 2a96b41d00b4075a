import { API_PREFIX } from '@bayti/data/contract';
import { http } from 'msw';
import { adminAccountHandlers } from './admin-accounts';
import { adminAgencyHandlers } from './admin-agencies';
import { adminInboxHandlers } from './admin-inbox';
import { adminPositionHandlers } from './admin-positions';
import { adminProfileHandlers } from './admin-profile';
import { adminReportHandlers } from './admin-reports';
import { adminUserHandlers } from './admin-users';
import { agencyHandlers } from './agencies';
import { agencyDocumentHandlers } from './agency-documents';
import { agencyProfileHandlers } from './agency-profile';
import { agencyAccountHandlers } from './agency-accounts';
import { agencyAnalyticsHandlers } from './agency-analytics';
import { agencyUserHandlers } from './agency-users';
import { agencyRecruitmentHandlers } from './agency-recruitments';
import { authHandlers } from './auth';
import { candidateHandlers } from './candidates';
import { conversationHandlers } from './conversations';
import { employerHandlers } from './employer';
import { apiError } from './endpoint-handler';
import { formHandlers } from './forms';
import { geoHandlers } from './geo';
import { invoicePdfHandlers } from './invoice-pdf';
import { managedCandidateHandlers } from './managed-candidates';
import { moderationHandlers } from './moderation';
import { notificationHandlers } from './notifications';
import { offerHandlers } from './offers';
import { interviewHandlers } from './interviews';
import { jobPostHandlers } from './job-posts';
import { hireReviewHandlers } from './hire-reviews';
import { publicListingHandlers } from './public-listings';
import { refundCaseHandlers } from './refund-cases';

/**
 * An API call no mock answers is a 404 in the server's envelope, and said aloud in the console,
 * so a story never reaches for a real server (or Storybook's own index.html) by accident.
 */
const unmocked = http.all(`*${API_PREFIX}/*`, ({ request }) => {
  const { pathname } = new URL(request.url);
  console.error(`No mock answers ${request.method} ${pathname}: add one in apps/portal/src/mocks.`);
  return apiError('not_found', `No mock answers ${request.method} ${pathname}.`);
});

/**
 * Every mock of the API, built from @bayti/data's fixtures and endpoint table. A story adds its
 * own on top (`msw.use(...)` in its beforeEach), which win over these.
 */
export const handlers = [
  ...authHandlers,
  // Before the candidates': GET /candidates/counts would match /candidates/:id there.
  ...publicListingHandlers,
  ...candidateHandlers,
  ...formHandlers,
  ...geoHandlers,
  ...agencyHandlers,
  ...agencyProfileHandlers,
  ...agencyDocumentHandlers,
  ...agencyUserHandlers,
  ...employerHandlers,
  ...adminPositionHandlers,
  ...adminUserHandlers,
  ...adminAccountHandlers,
  ...adminInboxHandlers,
  ...adminReportHandlers,
  ...adminAgencyHandlers,
  ...adminProfileHandlers,
  ...managedCandidateHandlers,
  ...agencyRecruitmentHandlers,
  ...agencyAccountHandlers,
  ...agencyAnalyticsHandlers,
  ...moderationHandlers,
  ...notificationHandlers,
  ...invoicePdfHandlers,
  ...offerHandlers,
  ...interviewHandlers,
  ...jobPostHandlers,
  ...hireReviewHandlers,
  ...conversationHandlers,
  ...refundCaseHandlers,
  unmocked,
];
