import type { TAdminReferenceItem, TReferenceList } from '@artclash/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { EmptyState } from '@/components/state/empty-state';
import { ErrorState } from '@/components/state/error-state';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useAddReferenceItem } from '../api/create-reference-item';
import { useCountries } from '../api/get-countries';
import { useEditReferenceItem } from '../api/update-reference-item';
import { useReferenceItems } from '../api/list-reference-items';
import { useRemoveReferenceItem } from '../api/delete-reference-item';
import {
  checkDraft,
  type ItemDraft,
  type ItemErrors,
  ReferenceItemFields,
  refusedFields,
} from './reference-item-fields';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';

/** What points at a list's items, for the in-use count and the removal warning (docs/product.md#rule-121). */
const USE_OF = {
  'art-types': 'interests',
  'art-works': 'interests',
  participate: 'interests',
  communicate: 'interests',
  'media-types': 'media-types',
  cities: 'cities',
  'interest-events': 'interest-events',
} as const satisfies Record<TReferenceList, string>;

const draftOf = (item?: TAdminReferenceItem): ItemDraft => ({
  name_eng: item?.name_eng ?? '',
  name_jap: item?.name_jap ?? '',
  country_code: item?.country_code ?? '',
});

/** One item, edited in place: Save once something changed, Remove after the confirm says what goes with it. */
function ReferenceItemRow({
  list,
  item,
  number,
  countries,
  onRemove,
}: {
  list: TReferenceList;
  item: TAdminReferenceItem;
  number: number;
  countries?: ReturnType<typeof useCountries>['data'];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditReferenceItem(list);
  const [draft, setDraft] = useState(() => draftOf(item));
  const [errors, setErrors] = useState<ItemErrors>({});
  const stored = draftOf(item);
  const changed = (Object.keys(stored) as (keyof ItemDraft)[]).some((field) => stored[field] !== draft[field]);
  const label = t('organiser.reference.item', { number });

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft, list === 'cities');
    if ('errors' in checked) return void setErrors(checked.errors);
    setErrors({});
    try {
      await edit.mutateAsync({ itemId: item._id, ...checked.body });
      notify('success', t('organiser.reference.saved'));
    } catch (error) {
      setErrors(refusedFields(error));
      notify('error', errorMessage(error));
    }
  }

  return (
    <li className={styles.row}>
      <form
        className={`${styles.toolbar} ${styles.grow}`}
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={label}
      >
        <ReferenceItemFields
          label={label}
          draft={draft}
          errors={errors}
          countries={list === 'cities' ? countries : undefined}
          onChange={setDraft}
        />
        <span className={styles.meta}>{t(`organiser.reference.inUse.${USE_OF[list]}`, { count: item.in_use })}</span>
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.button}
            disabled={!changed || edit.isPending}
            aria-busy={edit.isPending || undefined}
            aria-label={t('organiser.reference.saveItem', { item: label })}
          >
            {t('organiser.save')}
          </button>
          <button
            type="button"
            className={styles.danger}
            aria-label={t('organiser.reference.removeItem', { item: label })}
            onClick={onRemove}
          >
            {t('organiser.remove')}
          </button>
        </div>
      </form>
    </li>
  );
}

/** A new item at the end of the list. */
function AddItemForm({
  list,
  countries,
}: {
  list: TReferenceList;
  countries?: ReturnType<typeof useCountries>['data'];
}) {
  const { t } = useTranslation();
  const add = useAddReferenceItem(list);
  const [draft, setDraft] = useState(() => draftOf());
  const [errors, setErrors] = useState<ItemErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft, list === 'cities');
    if ('errors' in checked) return void setErrors(checked.errors);
    setErrors({});
    try {
      await add.mutateAsync(checked.body);
      setDraft(draftOf());
      notify('success', t('organiser.reference.added'));
    } catch (error) {
      setErrors(refusedFields(error));
      notify('error', errorMessage(error));
    }
  }

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('organiser.reference.addTitle')}
    >
      <h2 className={styles.cardTitle}>{t('organiser.reference.addTitle')}</h2>
      <div className={styles.toolbar}>
        <ReferenceItemFields
          label={t('organiser.reference.addTitle')}
          draft={draft}
          errors={errors}
          countries={list === 'cities' ? countries : undefined}
          onChange={setDraft}
        />
        <button type="submit" className={styles.button} disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {t('organiser.reference.add')}
        </button>
      </div>
    </form>
  );
}

/** One reference list as a table edited in place, with a row to add an item (docs/product.md#rule-120). */
export function ReferenceListEditor({ list }: { list: TReferenceList }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const items = useReferenceItems(list);
  const countries = useCountries();
  const remove = useRemoveReferenceItem(list);
  const [removing, setRemoving] = useState<TAdminReferenceItem | null>(null);
  const needsCountries = list === 'cities';

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing._id);
      notify('success', t('organiser.reference.removed'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
    setRemoving(null);
  }

  if (items.error && !items.data) return <ErrorState error={items.error} onRetry={() => void items.refetch()} />;
  if (!items.data || (needsCountries && !countries.data))
    return <p className={styles.hint}>{t('organiser.loading')}</p>;
  const removingName = removing ? pick(removing.name_eng, removing.name_jap) : '';
  return (
    <>
      {items.data.length === 0 ? (
        <EmptyState title={t('organiser.reference.none')} />
      ) : (
        <ol className={layout.list}>
          {items.data.map((item, index) => (
            // A change from the server (a save, another organiser) starts the row again from what is stored.
            <ReferenceItemRow
              key={`${item._id}:${item.name_eng}:${item.name_jap}:${item.country_code ?? ''}`}
              list={list}
              item={item}
              number={index + 1}
              countries={countries.data}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </ol>
      )}
      <AddItemForm list={list} countries={countries.data} />
      <ConfirmDialog
        open={removing !== null}
        title={t('organiser.reference.confirmRemove', { name: removingName })}
        warning={t(`organiser.reference.removeWarning.${USE_OF[list]}`, {
          count: removing?.in_use ?? 0,
          name: removingName,
        })}
        confirmLabel={t('organiser.remove')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
