import { endpoints } from '@bayti/data/contract';
import { requireSession } from '../../auth/guards';
import { registerEndpoint } from '../../http/endpoint';
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
  submitCandidateListing: submit,
  withdrawCandidateListing: withdraw,
  reconfirmCandidateListing: reconfirm,
} = endpoints;

export const candidateProfileRoutes: RoutesPlugin = async (app, { ctx }) => {
  const profiles = new CandidateProfileService(ctx.db, ctx.storage, ctx.clock, ctx);

  registerEndpoint(app, ctx.guards, get, async (request) => ({
    data: await profiles.state(requireSession(request).user.id),
  }));

  registerEndpoint(app, ctx.guards, update, async (request) => ({
    data: await profiles.save(requireSession(request).user.id, request.body),
  }));

  registerEndpoint(app, ctx.guards, visibility, async (request) => ({
    data: await profiles.setVisibility(requireSession(request).user.id, request.body.visible),
  }));

  // Her listing: submit to review, take it off, reconfirm it (docs/decisions/0022).
  for (const [endpoint, step] of [
    [submit, 'submit'],
    [withdraw, 'withdraw'],
    [reconfirm, 'reconfirm'],
  ] as const) {
    registerEndpoint(app, ctx.guards, endpoint, async (request) => ({
      data: await profiles[step](requireSession(request).user.id),
    }));
  }

  for (const { endpoint, kind, remove } of [
    { endpoint: uploadPhoto, kind: 'photo' as const, remove: deletePhoto },
    { endpoint: uploadVideo, kind: 'video' as const, remove: deleteVideo },
  ]) {
    registerEndpoint(app, ctx.guards, endpoint, async (request) => {
      const userId = requireSession(request).user.id;
      const upload = await receiveUpload(
        request,
        ctx.storage,
        kind === 'photo' ? 'image' : 'video',
      );
      return { data: await profiles.replaceMedia(userId, kind, upload) };
    });

    registerEndpoint(app, ctx.guards, remove, async (request) => ({
      data: await profiles.removeMedia(requireSession(request).user.id, kind),
    }));
  }

  registerEndpoint(app, ctx.guards, media, async (request, reply) =>
    sendMedia(
      { db: ctx.db, storage: ctx.storage, sessions: ctx.sessions },
      request,
      reply,
      request.params.key,
    ),
  );
};
