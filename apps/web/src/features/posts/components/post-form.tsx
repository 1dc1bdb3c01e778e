import type { TUserPost } from '@artclash/contract';
import { MAX_UPLOAD_IMAGE_BYTES } from '@artclash/contract/values';
import type { MessageKey } from '@artclash/i18n';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import fields from '@/components/form-field/form-field.module.css';
import { SubmitButton } from '@/components/form-field/submit-button';
import { UploadProgress } from '@/components/form-field/upload-progress';
import { useRevealFirstError } from '@/components/form-field/use-reveal-first-error';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { PostImage } from '@/components/post-image/post-image';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useMediaTypes, useTags } from '../api/post-options';
import { useSavePost } from '../api/save-post';
import {
  checkPost,
  emptyPostValues,
  imageProblem,
  OTHER,
  postValuesOf,
  PROJECT_OPTIONS,
  SKILL_OPTIONS,
  VISIBILITY_OPTIONS,
  type PostField,
  type PostFormValues,
  type Problem,
  type Problems,
} from './post-form-values';
import { TagSelect } from './tag-select';
import styles from './post-form.module.css';

type TextField = Exclude<keyof PostFormValues, 'tags'>;

interface PostFormProps {
  userId: string;
  /** The post to update; without one the form makes a new post. */
  post?: TUserPost;
  onSaved: (post: TUserPost) => void;
}

/**
 * The post form of New Post and Update Post (docs/product.md §2.10): every §2.10 field, the §5
 * messages under their fields before anything is sent, the server's after, the first of them brought into view
 * and focused, one request per press, and the image's upload progress (docs/decisions.md#170, #319).
 */
export function PostForm({ userId, post, onSaved }: PostFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<PostFormValues>(() => (post ? postValuesOf(post) : emptyPostValues()));
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const mediaTypes = useMediaTypes();
  const tags = useTags();
  const save = useSavePost({ userId, postId: post?._id });
  const { formRef, revealFirstError } = useRevealFirstError();

  // The preview is a local object URL, released when replaced or when the form goes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const { submit, pending } = useSingleSubmit(async () => {
    setProgress(0);
    try {
      const reply = await save.mutateAsync({ values, image, onProgress: setProgress });
      notify('success', reply.message);
      onSaved(reply.data);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setProblems(
          Object.fromEntries(Object.entries(failure.errors).map(([field, text]) => [field, { text }])) as Problems,
        );
        revealFirstError();
      }
      notify('error', errorMessage(failure));
    } finally {
      setProgress(null);
    }
  });

  function change<F extends keyof PostFormValues>(field: F, value: PostFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function chooseImage(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    setProblems((current) => ({ ...current, image: problem }));
    setImage(problem ? null : file);
    setPreview(problem ? null : URL.createObjectURL(file));
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = checkPost(values, { image, imageRequired: !post });
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      revealFirstError();
      return;
    }
    void submit(undefined);
  }

  const message = (problem: Problem | undefined) =>
    problem &&
    ('key' in problem
      ? t(problem.key, problem.megabytes === undefined ? {} : { megabytes: problem.megabytes })
      : problem.text);

  /** A labelled control with its message under it, wired for screen readers. */
  const field = (
    name: PostField,
    label: MessageKey,
    control: (common: Record<string, unknown>) => ReactNode,
    hint?: string,
  ) => {
    const controlId = `${id}-${name}`;
    const text = message(problems[name]);
    const describedBy =
      [hint && `${controlId}-hint`, text && `${controlId}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className={fields.field}>
        <label htmlFor={controlId} className={fields.label}>
          {t(label)}
        </label>
        {control({ id: controlId, 'aria-invalid': Boolean(text), 'aria-describedby': describedBy })}
        {hint && (
          <p id={`${controlId}-hint`} className={fields.hint}>
            {hint}
          </p>
        )}
        {text && (
          <p id={`${controlId}-error`} className={fields.error} role="alert">
            {text}
          </p>
        )}
      </div>
    );
  };

  const input = (name: TextField, label: MessageKey, max: number, type = 'text') =>
    field(name, label, (common) => (
      <input
        {...common}
        className={fields.input}
        type={type}
        maxLength={max}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
      />
    ));

  const textarea = (name: TextField, label: MessageKey, max: number) =>
    field(name, label, (common) => (
      <textarea
        {...common}
        className={`${fields.input} ${styles.textarea}`}
        rows={4}
        maxLength={max}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
      />
    ));

  const select = (
    name: TextField,
    label: MessageKey,
    placeholder: MessageKey,
    options: { value: string; label: string }[],
  ) =>
    field(name, label, (common) => (
      <select
        {...common}
        className={fields.input}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
      >
        <option value="">{t(placeholder)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));

  const choices = (options: Record<string, MessageKey>, stored: string) => {
    const list = Object.entries(options).map(([value, key]) => ({ value, label: t(key) }));
    // A stored value the list no longer holds still shows.
    return stored && !Object.hasOwn(options, stored) ? [{ value: stored, label: stored }, ...list] : list;
  };

  const mediaOptions = [
    ...(mediaTypes.data ?? []).map((type) => ({ value: type._id, label: type.name })),
    { value: OTHER, label: t('posts.form.other') },
  ];
  const megabytes = MAX_UPLOAD_IMAGE_BYTES / (1024 * 1024);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-label={t('posts.form.label')}
      aria-busy={pending || undefined}
    >
      {field(
        'image',
        'posts.form.image',
        (common) => (
          <input
            {...common}
            className={`${fields.input} ${styles.fileInput}`}
            type="file"
            accept="image/*"
            onChange={(event) => {
              chooseImage(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        ),
        post
          ? `${t('posts.form.imageHint', { megabytes })} ${t('posts.form.imageKeep')}`
          : t('posts.form.imageHint', { megabytes }),
      )}
      {preview ? (
        <img className={styles.preview} src={preview} alt={t('posts.form.preview')} />
      ) : (
        post && (
          <PostImage post={{ ...post, title: t('posts.form.currentImage') }} sizes="200px" className={styles.preview} />
        )
      )}
      {input('title', 'posts.form.postTitle', 200)}
      {select('mediatype', 'posts.form.mediaType', 'posts.form.chooseMediaType', mediaOptions)}
      {values.mediatype === OTHER && input('other', 'posts.form.otherMediaType', 100)}
      {input('software_tools', 'posts.form.tools', 300)}
      <TagSelect
        options={tags.data ?? []}
        value={values.tags}
        onChange={(chosen) => change('tags', chosen)}
        error={message(problems.tags)}
      />
      {input('date_creation', 'posts.form.dateCreation', 10, 'date')}
      {textarea('description', 'posts.form.description', 5000)}
      {input('collaboration_credits', 'posts.form.collaboration', 500)}
      {textarea('intended_message', 'posts.form.intendedMessage', 1000)}
      {select(
        'project_context',
        'posts.form.projectContext',
        'posts.form.none',
        choices(PROJECT_OPTIONS, values.project_context),
      )}
      {select('skill_level', 'posts.form.skillLevel', 'posts.form.none', choices(SKILL_OPTIONS, values.skill_level))}
      {select(
        'visibility_settings',
        'posts.form.visibility',
        'posts.form.chooseVisibility',
        choices(VISIBILITY_OPTIONS, values.visibility_settings),
      )}
      {input('licensing_reuse_rights', 'posts.form.licensing', 300)}
      {progress !== null && image && (
        <UploadProgress
          label={t('posts.form.uploading', { percent: Math.round(progress * 100) })}
          progress={progress}
        />
      )}
      <SubmitButton busy={pending}>
        {post
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
