import { MAX_REFERENCE_NAME_LENGTH, type TAdminTag, ZTagRenameRequestSchema } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FieldError } from '@/components/form-field/field-error';
import { Modal } from '@/components/modal/modal';
import { EmptyState } from '@/components/state/empty-state';
import { QueryView } from '@/components/query-view/query-view';
import { ApiError } from '@/lib/api-client';
import { issueKey } from '@/lib/contract-resolver';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useDeleteTag } from '../api/delete-tag';
import { useMergeTag } from '../api/merge-tag';
import { useRenameTag } from '../api/rename-tag';
import { useTags } from '../api/list-tags';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';

/** One tag: its name edited in place (Rename), Merge into another, Delete. */
function TagRow({ tag, onMerge, onDelete }: { tag: TAdminTag; onMerge: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameTag();
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<MessageKey | undefined>();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZTagRenameRequestSchema.safeParse({ name });
    if (!parsed.success) return void setError(issueKey(parsed.error.issues[0]!));
    setError(undefined);
    try {
      await rename.mutateAsync({ tagId: tag._id, name: parsed.data.name });
      notify('success', t('organiser.reference.tags.renamed'));
    } catch (failure) {
      // 409: another tag has the name; the server's message says to merge instead.
      if (failure instanceof ApiError && failure.status === 409) setError('organiser.reference.nameTaken');
      notify('error', errorMessage(failure));
    }
  }

  return (
    <li className={styles.row}>
      <form
        className={`${styles.toolbar} ${styles.grow}`}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={tag.name}
      >
        <div className={styles.rowMain}>
          <input
            className={styles.select}
            aria-label={t('organiser.reference.tags.name', { name: tag.name })}
            value={name}
            maxLength={MAX_REFERENCE_NAME_LENGTH}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(change) => setName(change.target.value)}
          />
          <FieldError id={errorId} message={error} />
        </div>
        <span className={styles.meta}>{t('organiser.reference.tags.posts', { count: tag.posts })}</span>
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.button}
            disabled={name === tag.name || rename.isPending}
            aria-busy={rename.isPending || undefined}
          >
            {t('organiser.reference.tags.rename')}
          </button>
          <button type="button" className={styles.button} onClick={onMerge}>
            {t('organiser.reference.tags.merge')}
          </button>
          <button
            type="button"
            className={styles.danger}
            aria-label={t('organiser.reference.tags.deleteTag', { name: tag.name })}
            onClick={onDelete}
          >
            {t('organiser.reference.tags.delete')}
          </button>
        </div>
      </form>
    </li>
  );
}

/** Finds the tag to keep: every other tag whose name holds what the organiser types. */
function MergeTargetPicker({
  source,
  onPick,
  onClose,
}: {
  source: TAdminTag;
  onPick: (target: TAdminTag) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const found = useTags({ q: q.trim(), page: 1 });
  const targets = (found.data?.tags ?? []).filter((tag) => tag._id !== source._id);
  return (
    <Modal open title={t('organiser.reference.tags.mergeTitle', { name: source.name })} onClose={onClose}>
      <div className={styles.page}>
        <p className={styles.hint}>{t('organiser.reference.tags.mergeHint', { name: source.name })}</p>
        <input
          className={styles.select}
          type="search"
          aria-label={t('organiser.reference.tags.findTarget')}
          placeholder={t('organiser.reference.tags.findTarget')}
          value={q}
          maxLength={MAX_REFERENCE_NAME_LENGTH}
          onChange={(change) => setQ(change.target.value)}
        />
        {found.data && targets.length === 0 ? (
          <p className={styles.meta}>{t('organiser.reference.tags.noTargets')}</p>
        ) : (
          <ul className={layout.list}>
            {targets.map((tag) => (
              <li key={tag._id}>
                <button type="button" className={styles.button} onClick={() => onPick(tag)}>
                  {t('organiser.reference.tags.pickTarget', { name: tag.name })} ·{' '}
                  {t('organiser.reference.tags.posts', { count: tag.posts })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

interface TagPagerProps {
  /** The page asked for, which the buttons move from. */
  asked: number;
  /** The page the reply holds, and how many there are. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The pages of found tags: the one shown, and the way to the one before and after. */
function TagPager({ asked, page, pages, onPage }: TagPagerProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.toolbar} aria-label={t('organiser.reference.tags.page', { page, pages })}>
      <button type="button" className={styles.button} disabled={asked <= 1} onClick={() => onPage(asked - 1)}>
        {t('organiser.events.previous')}
      </button>
      <span>{t('organiser.reference.tags.page', { page, pages })}</span>
      <button type="button" className={styles.button} disabled={asked >= pages} onClick={() => onPage(asked + 1)}>
        {t('organiser.events.next')}
      </button>
    </nav>
  );
}

/** The posts' tags (docs/product.md#rule-123): search, rename in place, merge two into one, delete. */
export function TagManager() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const tags = useTags(query);
  const merge = useMergeTag();
  const remove = useDeleteTag();
  const [merging, setMerging] = useState<TAdminTag | null>(null);
  const [mergeInto, setMergeInto] = useState<TAdminTag | null>(null);
  const [deleting, setDeleting] = useState<TAdminTag | null>(null);

  async function confirmMerge() {
    if (!merging || !mergeInto) return;
    try {
      await merge.mutateAsync({ tagId: merging._id, into: mergeInto._id });
      notify('success', t('organiser.reference.tags.merged'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
    setMerging(null);
    setMergeInto(null);
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify('success', t('organiser.reference.tags.deleted'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
    setDeleting(null);
  }

  const data = tags.data;
  return (
    <>
      <p className={styles.hint}>{t('organiser.reference.tags.hint')}</p>
      <form
        role="search"
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: draft.trim(), page: 1 });
        }}
      >
        <input
          className={`${styles.select} ${styles.grow}`}
          type="search"
          aria-label={t('organiser.reference.tags.search')}
          placeholder={t('organiser.reference.tags.search')}
          value={draft}
          maxLength={MAX_REFERENCE_NAME_LENGTH}
          onChange={(change) => setDraft(change.target.value)}
        />
        <button type="submit" className={styles.button}>
          {t('organiser.reference.tags.searchButton')}
        </button>
      </form>
      <QueryView
        query={tags}
        loading={<p className={styles.hint}>{t('organiser.loading')}</p>}
        empty={<EmptyState title={t('organiser.reference.tags.none')} />}
        isEmpty={(found) => found.tags.length === 0}
      >
        {(found) => (
          <ul className={layout.list}>
            {found.tags.map((tag) => (
              <TagRow
                key={`${tag._id}:${tag.name}`}
                tag={tag}
                onMerge={() => setMerging(tag)}
                onDelete={() => setDeleting(tag)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {data && data.pages > 1 && (
        <TagPager
          asked={query.page}
          page={data.page}
          pages={data.pages}
          onPage={(page) => setQuery({ ...query, page })}
        />
      )}
      {merging && !mergeInto && (
        <MergeTargetPicker source={merging} onPick={setMergeInto} onClose={() => setMerging(null)} />
      )}
      <ConfirmDialog
        open={merging !== null && mergeInto !== null}
        title={t('organiser.reference.tags.confirmMerge', { from: merging?.name ?? '', into: mergeInto?.name ?? '' })}
        warning={t('organiser.reference.tags.mergeWarning', {
          count: merging?.posts ?? 0,
          from: merging?.name ?? '',
          into: mergeInto?.name ?? '',
        })}
        confirmLabel={t('organiser.reference.tags.pickTarget', { name: mergeInto?.name ?? '' })}
        busy={merge.isPending}
        onConfirm={() => void confirmMerge()}
        onCancel={() => {
          setMerging(null);
          setMergeInto(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('organiser.reference.tags.confirmDelete', { name: deleting?.name ?? '' })}
        warning={t('organiser.reference.tags.deleteWarning', { count: deleting?.posts ?? 0 })}
        confirmLabel={t('organiser.reference.tags.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
