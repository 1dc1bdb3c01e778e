import { type Language, localized, type TUserPost } from '@artclash/contract';
import { type PostImagePlaces, presentPostImage } from './post-images.ts';
import type { PostWithNames } from './queries.ts';

/** §3 User post in the reply language; the image per docs/decisions.md#132, #134. */
export function presentPost(
  { post, username, profileImage, mediaTypeEn, mediaTypeJa }: PostWithNames,
  {
    tags,
    language,
    places,
    now,
  }: { tags: { id: string; name: string }[]; language: Language; places: PostImagePlaces; now: Date },
): TUserPost {
  return {
    _id: post.id,
    user: { _id: post.userId, username, profileImage },
    title: post.title,
    ...presentPostImage(places, post, now),
    mediatype:
      post.mediaTypeId && mediaTypeEn !== null && mediaTypeJa !== null
        ? { _id: post.mediaTypeId, name: localized(language, mediaTypeEn, mediaTypeJa) }
        : null,
    other: post.other,
    software_tools: post.softwareTools,
    tags: tags.map((tag) => ({ _id: tag.id, name: tag.name })),
    date_creation: post.dateCreation,
    description: post.description,
    collaboration_credits: post.collaborationCredits,
    intended_message: post.intendedMessage,
    project_context: post.projectContext,
    skill_level: post.skillLevel,
    visibility_settings: post.visibilitySettings,
    licensing_reuse_rights: post.licensingReuseRights,
    draft: post.draft,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
