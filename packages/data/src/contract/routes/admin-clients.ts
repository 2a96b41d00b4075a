import { allow, routesOf } from './route';

const { route } = routesOf('admin');

/** The routes @bayti/data/client's admin-clients.ts calls; no zod at run time. */
export const adminClientsRoutes = {
  /** All Clients, Hold Resume, Suspended: search, country, group; latest updated first. */
  adminClients: route('GET', '/admin/clients', {
    access: allow(['admin']),
    doc: 'Families: search name or country, country filter, group, pages',
    query: 'adminClientsQuerySchema',
    response: 'adminClientsResponseSchema',
  }),
  /** A family with its counts per stage, from its pipeline. */
  adminClient: route('GET', '/admin/clients/:id', {
    access: allow(['admin']),
    doc: 'One family with its counts per stage, from its pipeline',
    errors: ['not_found'],
    params: 'idParamsSchema',
    response: 'adminClientResponseSchema',
  }),
  /** Hold, Resume or Suspended; Suspended signs the family out and blocks sign-in. */
  setAdminClientStatus: route('PATCH', '/admin/clients/:id/status', {
    access: allow(['admin']),
    doc: "Set a family's standing: Hold, Resume or Suspended (signs it out, blocks sign-in)",
    errors: ['not_found'],
    params: 'idParamsSchema',
    body: 'adminClientStatusBodySchema',
    response: 'adminClientResponseSchema',
  }),
} as const;
