import type { TAdminAccount, TRole } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/pill/pill';
import styles from '@/components/console/console.module.css';

interface AccountRowProps {
  account: TAdminAccount;
  /** The signed-in organiser's own account. */
  self: boolean;
  /** The only organiser left, who cannot be made a user again. */
  lastOne: boolean;
  onChangeRole: (role: TRole) => void;
}

/** One account of the Organisers screen (docs/product.md#rule-112): who it is, and the role change it may take. */
export function AccountRow({ account, self, lastOne, onChangeRole }: AccountRowProps) {
  const { t } = useTranslation();
  const organiser = account.role === 'admin';
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {account.username} {self && t('organiser.accounts.you')}{' '}
          {organiser && (
            <Pill flat tone="goldSoft">
              {t('organiser.accounts.organiserBadge')}
            </Pill>
          )}
        </p>
        <p className={styles.meta}>
          {account.email} · {t(`organiser.accounts.types.${account.type}`)}
        </p>
      </div>
      <div className={styles.actions}>
        {organiser ? (
          <button
            type="button"
            className={styles.danger}
            disabled={lastOne}
            title={lastOne ? t('organiser.accounts.lastOrganiser') : undefined}
            onClick={() => onChangeRole('user')}
          >
            {t('organiser.accounts.demote')}
          </button>
        ) : (
          (account.type === 'fan' || account.type === 'artist') && (
            <button type="button" className={styles.button} onClick={() => onChangeRole('admin')}>
              {t('organiser.accounts.promote')}
            </button>
          )
        )}
      </div>
    </li>
  );
}
