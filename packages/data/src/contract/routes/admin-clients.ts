import type { adminClientResponseSchema, adminClientsResponseSchema } from '../clients';
import { route } from './route';

/** The routes @bayti/data/client's admin-clients.ts calls (method, path, what they answer); no zod at run time. */
export const adminClientsRoutes = {
  /** All Clients, Hold Resume, Suspended: search, country, group; latest updated first. */
  adminClients: route('GET', '/admin/clients').answers<typeof adminClientsResponseSchema>(),
  /** A family with its counts per stage, from its pipeline. */
  adminClient: route('GET', '/admin/clients/:id').answers<typeof adminClientResponseSchema>(),
  /** Hold, Resume or Suspended; Suspended signs the family out and blocks sign-in. */
  setAdminClientStatus: route('PATCH', '/admin/clients/:id/status').answers<
    typeof adminClientResponseSchema
  >(),
} as const;
