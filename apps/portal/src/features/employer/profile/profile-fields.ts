import type { EmployerProfile } from '@bayti/data/contract';
import type { Dispatch, SetStateAction } from 'react';
import type { FieldErrors } from '../shared/field-errors';

/** What each tab of Edit Profile receives: the draft, a setter and the server's field errors. */
export interface ProfileFieldsProps {
  draft: EmployerProfile;
  setDraft: Dispatch<SetStateAction<EmployerProfile>>;
  errors: FieldErrors;
}

/** The props that show a field's error from the server, keyed by its dotted path. */
export const errorProps = (errors: FieldErrors, field: string) => ({
  isInvalid: Boolean(errors[field]),
  errorMessage: errors[field],
});
