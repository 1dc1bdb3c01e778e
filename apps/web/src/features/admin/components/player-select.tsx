import type { TPublicUser } from '@artclash/contract';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../api/search-users';
import { useFoundUserDetails } from './found-user-details';
import styles from '@/components/console/console.module.css';

interface PlayerSelectProps {
  label: string;
  value: string;
  onChange: (userId: string) => void;
  /** Offered first: the event's participants (and the battle's current player). */
  candidates: TPublicUser[];
  disabled?: boolean;
}

/** A battle's player: one of the event's participants, or anyone found by username or e-mail. */
export function PlayerSelect({ label, value, onChange, candidates, disabled = false }: PlayerSelectProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const { data } = useUserSearch(deferred);
  const foundDetails = useFoundUserDetails();
  const seen = new Set<string>();
  // The event's participants by name; anyone else found with their e-mail and type (docs/product.md#rule-322).
  const options = [
    ...candidates.map((user) => ({ _id: user._id, label: user.username })),
    ...(deferred ? (data?.users ?? []) : []).map((user) => ({
      _id: user._id,
      label: `${user.username} (${foundDetails(user)})`,
    })),
  ].filter((user) => !seen.has(user._id) && Boolean(seen.add(user._id)));

  return (
    <fieldset className={styles.card} disabled={disabled}>
      <legend className={styles.cardTitle}>{label}</legend>
      <input
        className={styles.select}
        type="search"
        value={q}
        maxLength={100}
        aria-label={`${label}: ${t('organiser.editor.searchUsers')}`}
        placeholder={t('organiser.editor.searchUsers')}
        onChange={(event) => setQ(event.target.value)}
        autoComplete="off"
      />
      <select
        className={styles.select}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('organiser.battles.choosePlayer')}</option>
        {options.map((user) => (
          <option key={user._id} value={user._id}>
            {user.label}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
