import { useOfficeText } from '../office/use-office-text';

/**
 * The strings of the admin's agencies, clients and analytics, with the back-office's shared
 * strings (Clear, pager, loading) and formatters (digits, dates) in the reader's language.
 */
export function useAgenciesText() {
  const office = useOfficeText();
  return { ...office, a: office.messages.adminAgencies };
}

export type AgenciesText = ReturnType<typeof useAgenciesText>;
