import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { createReferenceItem } from './create-reference-item.ts';
import { deleteTag } from './delete-tag.ts';
import { listAdminReferenceItems } from './list-admin-reference-items.ts';
import { listTags } from './list-tags.ts';
import { mergeTags } from './merge-tags.ts';
import { removeReferenceItem } from './remove-reference-item.ts';
import { renameTag } from './rename-tag.ts';
import { updateReferenceItem } from './update-reference-item.ts';

/**
 * The organisers' reference data and tags (docs/product.md#rule-120, #rule-121, #rule-122, #rule-123,
 * docs/decisions.md#124) under /backend/admin-api, registered inside the admin plugin. Every write drops this
 * process's cached public lists, so the change shows at once; other processes follow within REPLY_CACHE_MS
 * (docs/decisions.md#124).
 */
export const referenceAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });
  const { db } = app;
  const changed = () => void app.replyCache.invalidate();

  route(calls.adminReferenceList, async (request) =>
    ok(request, 'server.referenceListFound', await listAdminReferenceItems({ db, list: request.params.list })),
  );

  route(calls.adminReferenceCreate, async (request) => {
    const item = await createReferenceItem({ db, list: request.params.list, body: request.body });
    changed();
    return ok(request, 'server.referenceItemCreated', { item });
  });

  route(calls.adminReferenceUpdate, async (request) => {
    const { list, itemId } = request.params;
    const item = await updateReferenceItem({ db, list, itemId, body: request.body });
    changed();
    return ok(request, 'server.referenceItemUpdated', { item });
  });

  route(calls.adminReferenceDelete, async (request) => {
    const { list, itemId } = request.params;
    const affected = await removeReferenceItem({ db, list, itemId });
    changed();
    return ok(request, 'server.referenceItemDeleted', { affected });
  });

  route(calls.adminTagList, async (request) =>
    ok(request, 'server.tagsFound', await listTags({ db, query: request.query })),
  );

  route(calls.adminTagRename, async (request) => {
    const tag = await renameTag({ db, tagId: request.params.tagId, name: request.body.name });
    changed();
    return ok(request, 'server.tagRenamed', { tag });
  });

  route(calls.adminTagMerge, async (request) => {
    const tag = await mergeTags({ db, tagId: request.params.tagId, into: request.body.into });
    changed();
    return ok(request, 'server.tagMerged', { tag });
  });

  route(calls.adminTagDelete, async (request) => {
    const posts = await deleteTag({ db, tagId: request.params.tagId });
    changed();
    return ok(request, 'server.tagDeleted', { posts });
  });
};
