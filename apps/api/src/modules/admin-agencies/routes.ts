import { endpoints } from '@bayti/data/contract';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { attachmentDisposition } from '../../storage/file-names';
import { receiveUpload } from '../../storage/receive-upload';
import { AgencyLogoService } from '../agencies/logo';
import { AdminAgencyService } from './service';

const {
  adminAgencies: list,
  registerAgency: register,
  adminAgency: one,
  updateAdminAgency: update,
  setAdminAgencyStatus: setStatus,
  setAdminAgencyPin: setPin,
  uploadAdminAgencyLogo: uploadLogo,
  uploadAgencyLegalDocument: uploadLegal,
  agencyLegalDocumentFile: legalFile,
} = endpoints;

const MULTIPART = ['multipart/form-data'];

/** The admin's Agencies: grid, list, detail, edit form, registration, status, PIN, files. */
export const adminAgencyRoutes: RoutesPlugin = async (app, { ctx }) => {
  const agencies = new AdminAgencyService(ctx.db, ctx.storage, ctx.clock, ctx.sessions);
  const logos = new AgencyLogoService(ctx.db, ctx.storage, ctx.clock);
  const admin = ctx.guards.roles('admin');
  const tags = ['admin'];

  app.route({
    method: list.method,
    url: list.path,
    onRequest: admin,
    schema: {
      tags,
      summary: 'Agencies: search name, country, status tab, analytics group; counts per tab',
      security: bearerSecurity,
      querystring: list.query,
      response: { [list.status]: list.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ data: await agencies.list(request.query) }),
  });

  app.route({
    method: register.method,
    url: register.path,
    onRequest: admin,
    schema: {
      tags,
      summary: 'Register an agency together with its sign-in account (role agency)',
      security: bearerSecurity,
      body: register.body,
      response: { [register.status]: register.response, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.code(register.status).send({ data: { agency: await agencies.register(request.body) } }),
  });

  app.route({
    method: one.method,
    url: one.path,
    onRequest: admin,
    schema: {
      tags,
      summary: 'One agency with every stored field and its profile completion',
      security: bearerSecurity,
      params: one.params,
      response: { [one.status]: one.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ data: { agency: await agencies.get(request.params.id) } }),
  });

  app.route({
    method: update.method,
    url: update.path,
    onRequest: admin,
    schema: {
      tags,
      summary: 'Save the Edit Agency Profile form',
      security: bearerSecurity,
      params: update.params,
      body: update.body,
      response: { [update.status]: update.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: { agency: await agencies.update(request.params.id, request.body) },
    }),
  });

  app.route({
    method: setStatus.method,
    url: setStatus.path,
    onRequest: admin,
    schema: {
      tags,
      summary: "Change an agency's status (new, approved, rejected, suspended, released)",
      security: bearerSecurity,
      params: setStatus.params,
      body: setStatus.body,
      response: { [setStatus.status]: setStatus.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: { agency: await agencies.setStatus(request.params.id, request.body.status) },
    }),
  });

  app.route({
    method: setPin.method,
    url: setPin.path,
    onRequest: admin,
    schema: {
      tags,
      summary: "Change an agency's 4-digit PIN (stored hashed)",
      security: bearerSecurity,
      params: setPin.params,
      body: setPin.body,
      response: { [setPin.status]: setPin.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await agencies.setPin(request.params.id, request.body.newPin);
      return { ok: true as const };
    },
  });

  app.route({
    method: uploadLogo.method,
    url: uploadLogo.path,
    onRequest: admin,
    schema: {
      tags,
      summary: "Upload an agency's logo (multipart `file`: jpeg, png, webp)",
      security: bearerSecurity,
      consumes: MULTIPART,
      params: uploadLogo.params,
      response: { [uploadLogo.status]: uploadLogo.response, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const received = await receiveUpload(request, ctx.storage, 'image', {
        beforeStaging: () => agencies.assertExists(id),
      });
      await logos.replace(id, received);
      return { data: { agency: await agencies.get(id) } };
    },
  });

  app.route({
    method: uploadLegal.method,
    url: uploadLegal.path,
    onRequest: admin,
    schema: {
      tags,
      summary: 'Upload the file of one legal document (multipart `file`: pdf, docx, txt)',
      security: bearerSecurity,
      consumes: MULTIPART,
      params: uploadLegal.params,
      response: {
        [uploadLegal.status]: uploadLegal.response,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      const { id, kind } = request.params;
      const received = await receiveUpload(request, ctx.storage, 'document', {
        beforeStaging: () => agencies.assertExists(id),
      });
      return { data: { agency: await agencies.saveLegalFile(id, kind, received) } };
    },
  });

  app.route({
    method: legalFile.method,
    url: legalFile.path,
    onRequest: admin,
    schema: {
      tags,
      summary: "Download one of an agency's legal documents",
      security: bearerSecurity,
      params: legalFile.params,
      // Answers the file itself (or the error envelope with 401, 403, 404).
    },
    handler: async (request, reply) => {
      const { object, contentType, fileName } = await agencies.legalFile(
        request.params.id,
        request.params.kind,
      );
      const textual = contentType === 'text/plain';
      return reply
        .header('content-type', textual ? 'text/plain; charset=utf-8' : contentType)
        .header('content-disposition', attachmentDisposition(fileName))
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(object.stream);
    },
  });
};
