import type { TUserPost } from '@artclash/contract';
import { MAX_UPLOAD_IMAGE_BYTES } from '@artclash/contract/values';
import type { MessageKey } from '@artclash/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import fields from '@/components/form-field/form-field.module.css';
import { PostImage } from '@/components/post-image/post-image';
import type { PostField, PostFormValues } from './post-form-values';
import type { PostFormState } from './use-post-form';
import styles from './post-form.module.css';

type TextField = Exclude<keyof PostFormValues, 'tags'>;

interface PostFieldProps {
  form: PostFormState;
  name: PostField;
  label: MessageKey;
  hint?: string;
  children: (common: Record<string, unknown>) => ReactNode;
}

/** A labelled control of the post form with its message under it, wired for screen readers. */
function PostFormField({ form, name, label, hint, children }: PostFieldProps) {
  const { t } = useTranslation();
  const controlId = `${form.id}-${name}`;
  const text = form.message(form.problems[name]);
  const describedBy =
    [hint && `${controlId}-hint`, text && `${controlId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fields.field}>
      <label htmlFor={controlId} className={fields.label}>
        {t(label)}
      </label>
      {children({ id: controlId, 'aria-invalid': Boolean(text), 'aria-describedby': describedBy })}
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
}

interface PostTextProps {
  form: PostFormState;
  name: TextField;
  label: MessageKey;
}

/** A one-line text field (or a date) of the post form. */
export function PostInput({ form, name, label, max, type = 'text' }: PostTextProps & { max: number; type?: string }) {
  return (
    <PostFormField form={form} name={name} label={label}>
      {(common) => (
        <input
          {...common}
          className={fields.input}
          type={type}
          maxLength={max}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.target.value)}
        />
      )}
    </PostFormField>
  );
}

/** A text area of the post form. */
export function PostTextarea({ form, name, label, max }: PostTextProps & { max: number }) {
  return (
    <PostFormField form={form} name={name} label={label}>
      {(common) => (
        <textarea
          {...common}
          className={`${fields.input} ${styles.textarea}`}
          rows={4}
          maxLength={max}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.target.value)}
        />
      )}
    </PostFormField>
  );
}

interface PostSelectProps extends PostTextProps {
  placeholder: MessageKey;
  options: { value: string; label: string }[];
}

/** A choice of the post form, its first option the placeholder that chooses nothing. */
export function PostSelect({ form, name, label, placeholder, options }: PostSelectProps) {
  const { t } = useTranslation();
  return (
    <PostFormField form={form} name={name} label={label}>
      {(common) => (
        <select
          {...common}
          className={fields.input}
          value={form.values[name]}
          onChange={(event) => form.change(name, event.target.value)}
        >
          <option value="">{t(placeholder)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </PostFormField>
  );
}

/** The image to upload, with its size limit, and a preview of the chosen one (or the post's current image). */
export function PostImageField({ form, post }: { form: PostFormState; post?: TUserPost }) {
  const { t } = useTranslation();
  const megabytes = MAX_UPLOAD_IMAGE_BYTES / (1024 * 1024);
  return (
    <>
      <PostFormField
        form={form}
        name="image"
        label="posts.form.image"
        hint={
          post
            ? `${t('posts.form.imageHint', { megabytes })} ${t('posts.form.imageKeep')}`
            : t('posts.form.imageHint', { megabytes })
        }
      >
        {(common) => (
          <input
            {...common}
            className={`${fields.input} ${styles.fileInput}`}
            type="file"
            accept="image/*"
            onChange={(event) => {
              form.chooseImage(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        )}
      </PostFormField>
      {form.preview ? (
        <img className={styles.preview} src={form.preview} alt={t('posts.form.preview')} />
      ) : (
        post && (
          <PostImage post={{ ...post, title: t('posts.form.currentImage') }} sizes="200px" className={styles.preview} />
        )
      )}
    </>
  );
}
