import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { bearerSecurity, errorResponses } from '../../http/error-schemas';
import type { RoutesPlugin } from '../../http/types';
import { receiveUpload } from '../../storage/receive-upload';
import { sendMedia } from './media';
import { CandidateProfileService } from './service';

const {
  candidateProfile: get,
  updateCandidateProfile: update,
  candidateProfileVisibility: visibility,
  uploadCandidatePhoto: uploadPhoto,
  deleteCandidatePhoto: deletePhoto,
  uploadCandidateVideo: uploadVideo,
  deleteCandidateVideo: deleteVideo,
  media,
} = endpoints;

const MULTIPART = ['multipart/form-data'];

export const candidateProfileRoutes: RoutesPlugin = async (app, { ctx }) => {
  const profiles = new CandidateProfileService(ctx.db, ctx.storage, ctx.clock);
  const worker = ctx.guards.roles('candidate');
  const tags = ['candidate profile'];

  app.route({
    method: get.method,
    url: get.path,
    onRequest: worker,
    schema: {
      tags,
      summary: "The worker's own profile, listing state and what is still missing",
      security: bearerSecurity,
      response: { [get.status]: get.response, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ data: await profiles.state(requireSession(request).user.id) }),
  });

  app.route({
    method: update.method,
    url: update.path,
    onRequest: worker,
    schema: {
      tags,
      summary: 'Save the Edit Candidate Profile form (creates her public profile on first save)',
      security: bearerSecurity,
      body: update.body,
      response: { [update.status]: update.response, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({
      data: await profiles.save(requireSession(request).user.id, request.body),
    }),
  });

  app.route({
    method: visibility.method,
    url: visibility.path,
    onRequest: worker,
    schema: {
      tags,
      summary: 'The Visible switch: hide or show her profile on the public site',
      security: bearerSecurity,
      body: visibility.body,
      response: { [visibility.status]: visibility.response, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => ({
      data: await profiles.setVisibility(requireSession(request).user.id, request.body.visible),
    }),
  });

  for (const { endpoint, kind, remove } of [
    { endpoint: uploadPhoto, kind: 'photo' as const, remove: deletePhoto },
    { endpoint: uploadVideo, kind: 'video' as const, remove: deleteVideo },
  ]) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      onRequest: worker,
      schema: {
        tags,
        summary:
          kind === 'photo'
            ? 'Upload her photo: multipart `file`, JPEG/PNG/WebP, 5 MB'
            : 'Upload her video: multipart `file`, MP4/WebM/MOV, 100 MB',
        security: bearerSecurity,
        consumes: MULTIPART,
        response: { [endpoint.status]: endpoint.response, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const userId = requireSession(request).user.id;
        const upload = await receiveUpload(
          request,
          ctx.storage,
          kind === 'photo' ? 'image' : 'video',
        );
        return { data: await profiles.replaceMedia(userId, kind, upload) };
      },
    });

    app.route({
      method: remove.method,
      url: remove.path,
      onRequest: worker,
      schema: {
        tags,
        summary: `Remove her ${kind} (and its file)`,
        security: bearerSecurity,
        response: { [remove.status]: remove.response, ...errorResponses(401, 403) },
      },
      handler: async (request) => ({
        data: await profiles.removeMedia(requireSession(request).user.id, kind),
      }),
    });
  }

  app.route({
    method: media.method,
    url: media.path,
    schema: {
      tags,
      summary: 'A profile photo or video: public when the profile is listed, else authorised',
      params: media.params,
      // Answers the file itself (with Range support), or 404.
    },
    handler: async (request, reply) =>
      sendMedia(
        { db: ctx.db, storage: ctx.storage, sessions: ctx.sessions },
        request,
        reply,
        request.params.key,
      ),
  });
};
