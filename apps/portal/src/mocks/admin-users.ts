import {
  ADD_USER_INVALID_MESSAGE,
  adminUserFormSchema,
  endpoints,
  fieldErrorsFromIssues,
  type AdminUser,
} from '@bayti/data/contract';
import { adminUsers } from '@bayti/data/fixtures';
import { http, HttpResponse } from 'msw';
import {
  apiError,
  mockSignedInEndpoint,
  mockUrl,
  NO_ACCESS_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from './endpoint-handler';
import { signedInUser } from './session';
import { fixturePage } from './fixture-page';

/*
 * The admin Users list: the fixture's back-office users as one page. Writes answer what the server answers without keeping it, so every story starts from the
 * same list. Add User refuses a bad form with the Add User headline and a message per field.
 */

const USER_NOT_FOUND = 'User not found';

export const adminUserHandlers = [
  mockSignedInEndpoint('adminUsers', ({ query }) => ({ data: fixturePage(adminUsers, query) })),

  // The server reads the form itself, so a bad one gets the Add User headline.
  http.post(mockUrl('createAdminUser'), async ({ request }) => {
    const user = signedInUser(request);
    if (!user) return apiError('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
    if (user.role !== 'admin') return apiError('forbidden', NO_ACCESS_MESSAGE);
    const parsed = adminUserFormSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      const fields = fieldErrorsFromIssues(parsed.error.issues);
      return apiError('validation', ADD_USER_INVALID_MESSAGE, fields);
    }
    const form = parsed.data;
    const created: AdminUser = {
      id: adminUsers.length + 1,
      userName: form.name,
      department: form.department,
      email: form.email,
      phone: form.mobile,
      createdOn: '2026-11-22',
      status: form.status,
    };
    return HttpResponse.json(
      { data: { user: created } },
      { status: endpoints.createAdminUser.status },
    );
  }),

  mockSignedInEndpoint('updateAdminUser', ({ params, body }) => {
    const user = adminUsers.find((row) => row.id === params.id);
    if (!user) return apiError('not_found', USER_NOT_FOUND);
    return {
      data: {
        user: {
          ...user,
          ...(body.name ? { userName: body.name } : {}),
          ...(body.department ? { department: body.department } : {}),
          ...(body.mobile ? { phone: body.mobile } : {}),
          ...(body.email ? { email: body.email } : {}),
          ...(body.status ? { status: body.status } : {}),
        },
      },
    };
  }),

  mockSignedInEndpoint('deleteAdminUser', ({ params }) =>
    adminUsers.some((row) => row.id === params.id)
      ? { ok: true as const }
      : apiError('not_found', USER_NOT_FOUND),
  ),
];
