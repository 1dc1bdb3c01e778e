import { calls, MAX_UPLOAD_IMAGE_BYTES, ZUserProfileUpdateFieldsSchema } from '@artclash/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parsedFields } from '../../lib/form-fields.ts';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { uploadsDirOf } from '../../lib/uploads-dir.ts';
import { readUploadForm, registerUploadForms } from '../../services/images/index.ts';
import {
  listArtTypes,
  listArtWorks,
  listCommunicateOptions,
  listMediaTypes,
  listParticipateOptions,
  listTags,
} from './list-profile-options.ts';
import { profilePolicy } from './policy.ts';
import { readEventHistory, readParticipatedEvents, readPastVoting } from './read-event-history.ts';
import { readPublicProfile } from './read-public-profile.ts';
import { readUserDetails } from './read-user-details.ts';
import { updateBio } from './update-bio.ts';
import { updateGeneralProfile } from './update-general-profile.ts';
import { updateInterests } from './update-interests.ts';
import { updateProfileImage } from './update-profile-image.ts';

/** §7 Profile: the signed-in user's own details (get_user) and profile (docs/product.md#rule-22), its option lists, and others' public profiles. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  await registerUploadForms(app);
  const route = routesOf(app, { tags: ['profiles'] });
  const { db } = app;
  const own = { allow: profilePolicy.canEditOwnProfile, refusal: 'server.mainAccountsOnly' } as const;
  /** The token holder: a `userId` in the body is never used. */
  const ownId = (request: FastifyRequest): string => request.user!.id;

  route(
    calls.getUser,
    { allow: profilePolicy.canReadDetails, refusal: 'auth.messages.notOwnAccount' },
    async (request) =>
      ok(request, 'auth.messages.userFound', {
        data: await readUserDetails({ db, userId: request.params.userId, language: replyLanguage(request) }),
      }),
  );
  route(calls.GeneralUserProfileUp, own, async (request) => {
    await updateGeneralProfile({ db, userId: ownId(request), request: request.body });
    return ok(request, 'server.profileUpdated');
  });
  route(calls.UserBioUpdate, own, async (request) => {
    await updateBio({ db, userId: ownId(request), bio: request.body.bio });
    return ok(request, 'server.bioUpdated');
  });
  route(calls.UserProfileUpdate, own, async (request) => {
    const form = await readUploadForm(request, { fileField: 'profileImage', maxBytes: MAX_UPLOAD_IMAGE_BYTES });
    parsedFields(ZUserProfileUpdateFieldsSchema, form.fields);
    const saved = await updateProfileImage({
      db,
      userId: ownId(request),
      image: form.file,
      uploadsDir: uploadsDirOf(app.config),
      gate: app.imageGate,
    });
    return ok(request, 'server.profileImageUpdated', saved);
  });
  route(calls.InterestsUserProfile, own, async (request) => {
    await updateInterests({ db, userId: ownId(request), request: request.body });
    return ok(request, 'server.interestsUpdated');
  });
  route(
    calls.publicProfile,
    { allow: profilePolicy.canViewProfiles, refusal: 'server.mainAccountsOnly' },
    async (request) => {
      const data = await readPublicProfile({
        db,
        viewer: request.user!,
        userId: request.params.userId,
        language: replyLanguage(request),
        now: new Date(),
      });
      return ok(request, 'server.profileFound', { data });
    },
  );

  route(
    calls.participatedEvents,
    { allow: profilePolicy.canViewProfiles, refusal: 'server.mainAccountsOnly' },
    async (request) => {
      const events = await readParticipatedEvents({
        db,
        userId: request.params.userId,
        language: replyLanguage(request),
      });
      return ok(request, 'server.eventsFound', { events });
    },
  );
  route(calls.pastVoting, async (request) =>
    ok(request, 'server.listFound', {
      data: await readPastVoting({ db, userId: ownId(request), language: replyLanguage(request) }),
    }),
  );
  route(calls.eventHistory, async (request) =>
    ok(request, 'server.listFound', {
      data: await readEventHistory({ db, userId: ownId(request), language: replyLanguage(request) }),
    }),
  );

  const language = (request: FastifyRequest) => ({ db, language: replyLanguage(request) });
  route(calls.artTypeGetAll, async (request) =>
    ok(request, 'server.listFound', { data: await listArtTypes(language(request)) }),
  );
  route(calls.artWorkGetAll, async (request) =>
    ok(request, 'server.listFound', { data: await listArtWorks(language(request)) }),
  );
  route(calls.participatePreferGetAll, async (request) =>
    ok(request, 'server.listFound', { data: await listParticipateOptions(language(request)) }),
  );
  route(calls.communicateGetAll, async (request) =>
    ok(request, 'server.listFound', { data: await listCommunicateOptions(language(request)) }),
  );
  route(calls.mediaTypeGetAll, async (request) =>
    ok(request, 'server.listFound', { data: await listMediaTypes(language(request)) }),
  );
  route(calls.tagCategoryKeywordGetAll, async (request) =>
    ok(request, 'server.listFound', { data: await listTags({ db, viewerId: request.user!.id }) }),
  );
};
