import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '@/components/layout/layout.module.css';
import fields from '@/components/form-field/form-field.module.css';
import { CloseIcon } from '@/components/icons/icons';
import type { PostOption } from '../api/post-options';
import type { ChosenTag } from './post-form-values';
import styles from './post-form.module.css';

interface TagSelectProps {
  options: PostOption[];
  value: ChosenTag[];
  onChange: (tags: ChosenTag[]) => void;
  error?: string | undefined;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * §2.10 Tags / Categories / Keywords: chosen tags as removable chips, the server's tags as options of
 * the input, and Enter adding what was typed. §5 New tag: a text equal, ignoring case, to an existing
 * option's value or label chooses that option instead of making a new one (docs/product.md#rule-171).
 */
export function TagSelect({ options, value, onChange, error }: TagSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const chosen = new Set(value.map((tag) => tag.value));

  function add(typed: string) {
    const name = typed.trim();
    setText('');
    if (!name) return;
    const existing = options.find((option) => same(option._id, name) || same(option.name, name));
    const tag = existing ? { value: existing._id, label: existing.name } : { value: name, label: name };
    if (!value.some((current) => current.value === tag.value || same(current.label, tag.label)))
      onChange([...value, tag]);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it never sends the form.
    event.preventDefault();
    add(text);
  }

  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {t('posts.form.tags')}
      </label>
      {value.length > 0 && (
        <ul className={layout.chips} aria-label={t('posts.form.chosenTags')}>
          {value.map((tag) => (
            <li key={tag.value} className={styles.chip}>
              {tag.label}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('posts.form.removeTag', { name: tag.label })}
                onClick={() => onChange(value.filter((current) => current.value !== tag.value))}
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={fields.input}
        list={`${id}-options`}
        value={text}
        maxLength={50}
        enterKeyHint="enter"
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        onChange={(event) => {
          // A pick from the list (Chrome reports it as a replacement) is added at once.
          if ((event.nativeEvent as InputEvent).inputType === 'insertReplacementText') add(event.target.value);
          else setText(event.target.value);
        }}
        onKeyDown={keyDown}
      />
      <datalist id={`${id}-options`}>
        {options
          .filter((option) => !chosen.has(option._id))
          .map((option) => (
            <option key={option._id} value={option.name} />
          ))}
      </datalist>
      <p id={`${id}-hint`} className={fields.hint}>
        {t('posts.form.tagsHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className={fields.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
