import { endpoints } from '@bayti/data/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { RoutesPlugin } from '../../http/types';
import { preferredLocale } from '../../i18n/locale';
import { translate } from '../../i18n/translate';
import { attachmentDisposition } from '../../storage/file-names';
import { uaeDay } from '../../uae-calendar';
import { toCsv } from './csv';
import { INVOICE_CSV_COLUMNS, ORDER_CSV_COLUMNS, type CsvColumn } from './csv-columns';
import { AdminAccountsService } from './service';

const { adminOrders, adminOrdersCsv, adminInvoices, adminInvoicesCsv } = endpoints;

/** Accounts > Orders and Invoice of the admin dashboard, and their CSV downloads (admin only). */
export const adminAccountsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const accounts = new AdminAccountsService(ctx.db);

  /** Sends rows as a CSV attachment, its header row in the caller's language. */
  function sendCsv<Row>(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    columns: CsvColumn<Row>[],
    rows: Row[],
  ) {
    const locale = preferredLocale(request.headers['accept-language']);
    const csv = toCsv(
      columns.map((c) => translate(locale, c.header)),
      rows.map((row) => columns.map((c) => c.cell(row))),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        attachmentDisposition(`${name}-${uaeDay(ctx.clock.now())}.csv`),
      )
      .header('cache-control', 'private, no-store')
      .header('vary', 'Accept-Language')
      .send(csv);
  }

  registerEndpoint(app, ctx.guards, adminOrders, async (request) => ({
    data: await accounts.orders(request.query),
  }));

  registerEndpoint(app, ctx.guards, adminOrdersCsv, async (request, reply) =>
    sendCsv(request, reply, 'orders', ORDER_CSV_COLUMNS, await accounts.allOrders(request.query)),
  );

  registerEndpoint(app, ctx.guards, adminInvoices, async (request) => ({
    data: await accounts.invoices(request.query),
  }));

  registerEndpoint(app, ctx.guards, adminInvoicesCsv, async (request, reply) =>
    sendCsv(
      request,
      reply,
      'invoices',
      INVOICE_CSV_COLUMNS,
      await accounts.allInvoices(request.query),
    ),
  );
};
