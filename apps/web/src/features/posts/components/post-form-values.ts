import type { TUserPost } from '@artclash/contract';
import {
  MAX_UPLOAD_IMAGE_BYTES,
  OTHER_MEDIA_TYPE,
  type POST_VISIBILITIES,
  type PROJECT_TYPES,
  type SKILL_LEVELS,
} from '@artclash/contract/values';
import type { MessageKey } from '@artclash/i18n';

/** A chosen tag: an existing one by its id, or a new one by its name (docs/product.md#rule-136). */
export interface ChosenTag {
  value: string;
  label: string;
}

export interface PostFormValues {
  title: string;
  /** A media type's id, `other`, or '' before a choice. */
  mediatype: string;
  other: string;
  software_tools: string;
  tags: ChosenTag[];
  date_creation: string;
  description: string;
  collaboration_credits: string;
  intended_message: string;
  project_context: string;
  skill_level: string;
  visibility_settings: string;
  licensing_reuse_rights: string;
}

export type PostField = keyof PostFormValues | 'image';
/** A field's message: a key of ours (follows a language switch) or the server's text. */
export type Problem = { key: MessageKey; megabytes?: number } | { text: string };
export type Problems = Partial<Record<PostField, Problem>>;

export const OTHER = OTHER_MEDIA_TYPE;

export const emptyPostValues = (): PostFormValues => ({
  title: '',
  mediatype: '',
  other: '',
  software_tools: '',
  tags: [],
  date_creation: '',
  description: '',
  collaboration_credits: '',
  intended_message: '',
  project_context: '',
  skill_level: '',
  visibility_settings: '',
  licensing_reuse_rights: '',
});

/** The form of a stored post (Update Post, §2.10): 'Other' when it has no media type of the list. */
export const postValuesOf = (post: TUserPost): PostFormValues => ({
  title: post.title,
  mediatype: post.mediatype?._id ?? (post.other ? OTHER : ''),
  other: post.other,
  software_tools: post.software_tools,
  tags: post.tags.map((tag) => ({ value: tag._id, label: tag.name })),
  date_creation: post.date_creation.slice(0, 10),
  description: post.description,
  collaboration_credits: post.collaboration_credits,
  intended_message: post.intended_message,
  project_context: post.project_context,
  skill_level: post.skill_level,
  // A draft from a battle is Private only until its author chooses (docs/decisions.md#425).
  visibility_settings: post.draft ? '' : post.visibility_settings,
  licensing_reuse_rights: post.licensing_reuse_rights,
});

/** §9 post options with their labels' keys (the stored values are the spec's English words). */
export const PROJECT_OPTIONS: Record<(typeof PROJECT_TYPES)[number], MessageKey> = {
  'School Project': 'posts.options.project.school',
  'Personal Practice': 'posts.options.project.personal',
  'Competition Entry': 'posts.options.project.competition',
  'Commissioned Work': 'posts.options.project.commissioned',
  'Workshop Result': 'posts.options.project.workshop',
};
export const SKILL_OPTIONS: Record<(typeof SKILL_LEVELS)[number], MessageKey> = {
  Beginner: 'posts.options.skill.beginner',
  Intermediate: 'posts.options.skill.intermediate',
  Advanced: 'posts.options.skill.advanced',
  Professional: 'posts.options.skill.professional',
};
export const VISIBILITY_OPTIONS: Record<(typeof POST_VISIBILITIES)[number], MessageKey> = {
  Public: 'posts.options.visibility.public',
  'Judges/Sponsors Only': 'posts.options.visibility.judges',
  Private: 'posts.options.visibility.private',
};

/** The label key of a stored option value, or none for a value the list does not hold. */
export const optionLabel = (options: Record<string, MessageKey>, value: string): MessageKey | undefined =>
  Object.hasOwn(options, value) ? options[value] : undefined;

/** The image the browser reports: any image but SVG, at most 10 MB (the server checks the content, docs/decisions.md#131). */
export function imageProblem(file: File): Problem | undefined {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return { key: 'server.postImageUnsupported' };
  if (file.size > MAX_UPLOAD_IMAGE_BYTES)
    return { key: 'posts.form.imageTooLarge', megabytes: MAX_UPLOAD_IMAGE_BYTES / (1024 * 1024) };
  return undefined;
}

/**
 * §5 Post form, and the fields the server requires too (docs/product.md#rule-136), with the server's messages. The
 * intended message, project type, skill level and collaboration credits are optional (docs/product.md#rule-319).
 */
export function checkPost(
  values: PostFormValues,
  { image, imageRequired }: { image: File | null; imageRequired: boolean },
): Problems {
  const problems: Problems = {};
  const blank = (value: string) => !value.trim();
  if (imageRequired && !image) problems.image = { key: 'server.postImageRequired' };
  if (blank(values.title)) problems.title = { key: 'server.titleRequired' };
  if (!values.mediatype) problems.mediatype = { key: 'server.mediaTypeRequired' };
  else if (values.mediatype === OTHER && blank(values.other)) problems.other = { key: 'server.mediaTypeOtherRequired' };
  if (blank(values.software_tools)) problems.software_tools = { key: 'server.toolsRequired' };
  if (values.tags.length === 0) problems.tags = { key: 'server.tagsRequired' };
  if (!values.date_creation) problems.date_creation = { key: 'server.creationDateRequired' };
  if (blank(values.description)) problems.description = { key: 'server.descriptionRequired' };
  if (!values.visibility_settings) problems.visibility_settings = { key: 'server.visibilityRequired' };
  if (blank(values.licensing_reuse_rights)) problems.licensing_reuse_rights = { key: 'server.licensingRequired' };
  return problems;
}
