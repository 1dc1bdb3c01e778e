import { OTHER_MEDIA_TYPE, type TUserPostFields } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { existingTagIds, mediaTypeExists, type NewPost, tagNamed } from './queries.ts';

/** The stored columns of a post form's fields (§3 User post); the media type must be a listed one or 'Other'. */
export async function postColumnsOf({
  db,
  fields,
}: {
  db: Executor;
  fields: TUserPostFields;
}): Promise<Omit<NewPost, 'userId' | 'image'>> {
  const other = fields.mediatype.toLowerCase() === OTHER_MEDIA_TYPE;
  if (!other && !(isUuid(fields.mediatype) && (await mediaTypeExists({ db, mediaTypeId: fields.mediatype })))) {
    throw new AppError('invalidInput', 'server.unknownMediaType', { errors: { mediatype: 'server.unknownMediaType' } });
  }
  return {
    title: fields.title,
    mediaTypeId: other ? null : fields.mediatype,
    other: other ? fields.other : '',
    softwareTools: fields.software_tools,
    dateCreation: fields.date_creation,
    description: fields.description,
    collaborationCredits: fields.collaboration_credits,
    intendedMessage: fields.intended_message,
    projectContext: fields.project_context,
    skillLevel: fields.skill_level,
    visibilitySettings: fields.visibility_settings,
    licensingReuseRights: fields.licensing_reuse_rights,
  };
}

/**
 * The ids of a post's tags (§3 User post: ids or new values): an id must be a tag's; any other value
 * is a name, the existing tag of that name (ignoring case, §5 New tag) or a new one. Each tag once,
 * in the order given. Runs in the post's transaction, so a refused post leaves no new tag.
 */
export async function tagIdsOf({ db, values }: { db: Executor; values: string[] }): Promise<string[]> {
  const ids = values.filter(isUuid);
  const known = await existingTagIds({ db, ids });
  if (ids.some((id) => !known.has(id)))
    throw new AppError('invalidInput', 'server.unknownOption', { errors: { tags: 'server.unknownOption' } });
  const resolved: string[] = [];
  for (const value of values) resolved.push(isUuid(value) ? value : await tagNamed({ db, name: value }));
  return [...new Set(resolved)];
}
