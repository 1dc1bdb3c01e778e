import type { TUserPost } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form-field/submit-button';
import { UploadProgress } from '@/components/form-field/upload-progress';
import { useMediaTypes, useTags } from '../api/post-options';
import { PostImageField, PostInput, PostSelect, PostTextarea } from './post-form-fields';
import { OTHER, PROJECT_OPTIONS, SKILL_OPTIONS, VISIBILITY_OPTIONS } from './post-form-values';
import { DraftNotice } from './draft-notice';
import { TagSelect } from './tag-select';
import { usePostForm } from './use-post-form';
import styles from './post-form.module.css';

interface PostFormProps {
  userId: string;
  /** The post to update; without one the form makes a new post. */
  post?: TUserPost;
  onSaved: (post: TUserPost) => void;
}

/**
 * The post form of New Post and Update Post (docs/product.md §2.10): every §2.10 field, the §5
 * messages under their fields before anything is sent, the server's after, the first of them brought into view
 * and focused, one request per press, and the image's upload progress (docs/product.md#rule-170, #rule-319).
 */
export function PostForm({ userId, post, onSaved }: PostFormProps) {
  const { t } = useTranslation();
  const { formRef, form } = usePostForm({ userId, post, onSaved });
  const { values, pending, progress } = form;
  const mediaTypes = useMediaTypes();
  const tags = useTags();

  const choices = (options: Record<string, MessageKey>, stored: string) => {
    const list = Object.entries(options).map(([value, key]) => ({ value, label: t(key) }));
    // A stored value the list no longer holds still shows.
    return stored && !Object.hasOwn(options, stored) ? [{ value: stored, label: stored }, ...list] : list;
  };

  const mediaOptions = [
    ...(mediaTypes.data ?? []).map((type) => ({ value: type._id, label: type.name })),
    { value: OTHER, label: t('posts.form.other') },
  ];

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={form.send}
      noValidate
      aria-label={t('posts.form.label')}
      aria-busy={pending || undefined}
    >
      {post?.draft && <DraftNotice />}
      <PostImageField form={form} post={post} />
      <PostInput form={form} name="title" label="posts.form.postTitle" max={200} />
      <PostSelect
        form={form}
        name="mediatype"
        label="posts.form.mediaType"
        placeholder="posts.form.chooseMediaType"
        options={mediaOptions}
      />
      {values.mediatype === OTHER && <PostInput form={form} name="other" label="posts.form.otherMediaType" max={100} />}
      <PostInput form={form} name="software_tools" label="posts.form.tools" max={300} />
      <TagSelect
        options={tags.data ?? []}
        value={values.tags}
        onChange={(chosen) => form.change('tags', chosen)}
        error={form.message(form.problems.tags)}
      />
      <PostInput form={form} name="date_creation" label="posts.form.dateCreation" max={10} type="date" />
      <PostTextarea form={form} name="description" label="posts.form.description" max={5000} />
      <PostInput form={form} name="collaboration_credits" label="posts.form.collaboration" max={500} />
      <PostTextarea form={form} name="intended_message" label="posts.form.intendedMessage" max={1000} />
      <PostSelect
        form={form}
        name="project_context"
        label="posts.form.projectContext"
        placeholder="posts.form.none"
        options={choices(PROJECT_OPTIONS, values.project_context)}
      />
      <PostSelect
        form={form}
        name="skill_level"
        label="posts.form.skillLevel"
        placeholder="posts.form.none"
        options={choices(SKILL_OPTIONS, values.skill_level)}
      />
      <PostSelect
        form={form}
        name="visibility_settings"
        label="posts.form.visibility"
        placeholder="posts.form.chooseVisibility"
        options={choices(VISIBILITY_OPTIONS, values.visibility_settings)}
      />
      <PostInput form={form} name="licensing_reuse_rights" label="posts.form.licensing" max={300} />
      {progress !== null && form.image && (
        <UploadProgress
          label={t('posts.form.uploading', { percent: Math.round(progress * 100) })}
          progress={progress}
        />
      )}
      <SubmitButton busy={pending}>
        {post?.draft
          ? pending
            ? t('posts.update.publishing')
            : t('posts.update.publish')
          : post
            ? pending
              ? t('posts.update.updating')
              : t('posts.update.update')
            : pending
              ? t('posts.add.saving')
              : t('posts.add.save')}
      </SubmitButton>
    </form>
  );
}
