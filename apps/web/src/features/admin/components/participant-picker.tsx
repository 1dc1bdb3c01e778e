import type { TPublicUser } from '@artclash/contract';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { useUserSearch } from '../api/search-users';
import { useFoundUserDetails } from './found-user-details';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';

interface ParticipantPickerProps {
  value: TPublicUser[];
  onChange: (users: TPublicUser[]) => void;
}

/**
 * The event's participants in order: found by username or e-mail, added, moved and removed. Each user found shows
 * their account type and e-mail, and one already in the event says so instead of offering Add
 * (docs/product.md#rule-322).
 */
export function ParticipantPicker({ value, onChange }: ParticipantPickerProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const { data } = useUserSearch(deferred);
  const foundDetails = useFoundUserDetails();
  const chosen = new Set(value.map((user) => user._id));
  const found = deferred ? (data?.users ?? []) : [];

  return (
    <div className={styles.card}>
      <p className={styles.hint}>{t('organiser.editor.participantsHint')}</p>
      {value.length === 0 ? (
        <p className={styles.meta}>{t('organiser.editor.noParticipants')}</p>
      ) : (
        <ol className={layout.list}>
          {value.map((user) => (
            <li key={user._id} className={styles.row}>
              <Avatar of={user} size={36} />
              <span className={styles.rowMain}>{user.username}</span>
              <button
                type="button"
                className={styles.danger}
                aria-label={t('organiser.editor.removeParticipant', { name: user.username })}
                onClick={() => onChange(value.filter((each) => each._id !== user._id))}
              >
                {t('organiser.remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={searchId} className={styles.meta}>
        {t('organiser.editor.searchUsers')}
      </label>
      <input
        id={searchId}
        className={styles.select}
        type="search"
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
        autoComplete="off"
      />
      {deferred && data && found.length === 0 && <p className={styles.meta}>{t('organiser.editor.noUsersFound')}</p>}
      {found.length > 0 && (
        <ul className={layout.list} aria-live="polite" aria-label={t('organiser.editor.usersFound')}>
          {found.map((user) => {
            const added = chosen.has(user._id);
            return (
              <li key={user._id} className={styles.row}>
                <Avatar of={user} size={36} />
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>{user.username}</p>
                  <p className={styles.meta}>{foundDetails(user)}</p>
                </div>
                <button
                  type="button"
                  className={styles.button}
                  disabled={added}
                  aria-label={
                    added
                      ? t('organiser.editor.alreadyAddedName', { name: user.username })
                      : t('organiser.editor.addParticipant', { name: user.username })
                  }
                  onClick={() => onChange([...value, user])}
                >
                  {added ? t('organiser.editor.alreadyAdded') : t('organiser.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
