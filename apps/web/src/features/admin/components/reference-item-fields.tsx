import {
  MAX_REFERENCE_NAME_LENGTH,
  type TNamedItem,
  type TReferenceItemRequest,
  ZReferenceItemRequestSchema,
} from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/form-field/field-error';
import { ApiError } from '@/lib/api-client';
import { issueKey } from '@/lib/contract-resolver';
import styles from '@/components/console/console.module.css';

export interface ItemDraft {
  name_eng: string;
  name_jap: string;
  country_code: string;
}
type ItemField = keyof ItemDraft;
export type ItemErrors = Partial<Record<ItemField, MessageKey>>;

/**
 * A draft checked by the contract's schema, as the server will check it (a city also needs its
 * country): the request to send, or each field's first problem as an i18n key.
 */
export function checkDraft(
  draft: ItemDraft,
  isCity: boolean,
): { body: TReferenceItemRequest } | { errors: ItemErrors } {
  const parsed = ZReferenceItemRequestSchema.safeParse({
    name_eng: draft.name_eng,
    name_jap: draft.name_jap,
    ...(isCity && draft.country_code && { country_code: draft.country_code }),
  });
  const errors: ItemErrors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as ItemField] ??= issueKey(issue);
  if (isCity && !draft.country_code) errors.country_code = 'organiser.validation.required';
  return parsed.success && Object.keys(errors).length === 0 ? { body: parsed.data } : { errors };
}

/** The fields a refusal names: a name another item has (409), or what the server found invalid. */
export function refusedFields(error: unknown): ItemErrors {
  if (!(error instanceof ApiError)) return {};
  const key: MessageKey = error.status === 409 ? 'organiser.reference.nameTaken' : 'organiser.validation.invalid';
  return Object.fromEntries(Object.keys(error.errors).map((field) => [field, key]));
}

interface ReferenceItemFieldsProps {
  /** Names the item in the fields' labels ("Item 3", "Add an item"). */
  label: string;
  draft: ItemDraft;
  errors: ItemErrors;
  countries?: TNamedItem[] | undefined;
  onChange: (draft: ItemDraft) => void;
}

/** An item's English and Japanese names, and a city's country, edited in place with their messages. */
export function ReferenceItemFields({ label, draft, errors, countries, onChange }: ReferenceItemFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const fields: { field: 'name_eng' | 'name_jap'; name: string }[] = [
    { field: 'name_eng', name: t('organiser.reference.nameEng') },
    { field: 'name_jap', name: t('organiser.reference.nameJap') },
  ];
  return (
    <div className={`${styles.grid4} ${styles.rowMain}`}>
      {fields.map(({ field, name }) => (
        <div key={field}>
          <input
            className={styles.select}
            aria-label={t('organiser.reference.fieldOf', { item: label, field: name })}
            placeholder={name}
            value={draft[field]}
            maxLength={MAX_REFERENCE_NAME_LENGTH}
            aria-invalid={Boolean(errors[field])}
            aria-describedby={errors[field] ? `${id}-${field}` : undefined}
            onChange={(change) => onChange({ ...draft, [field]: change.target.value })}
          />
          <FieldError id={`${id}-${field}`} message={errors[field]} />
        </div>
      ))}
      {countries && (
        <div>
          <select
            className={styles.select}
            aria-label={t('organiser.reference.fieldOf', { item: label, field: t('organiser.reference.country') })}
            value={draft.country_code}
            aria-invalid={Boolean(errors.country_code)}
            aria-describedby={errors.country_code ? `${id}-country` : undefined}
            onChange={(change) => onChange({ ...draft, country_code: change.target.value })}
          >
            <option value="">{t('organiser.reference.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country._id} value={country._id}>
                {country.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-country`} message={errors.country_code} />
        </div>
      )}
    </div>
  );
}
