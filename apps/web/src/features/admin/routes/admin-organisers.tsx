import type { TAdminAccount, TRole } from '@artclash/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QueryView } from '@/components/query-view/query-view';
import { EmptyState } from '@/components/state/empty-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useAdminAccounts } from '../api/list-accounts';
import { useSetRole } from '../api/set-role';
import { AccountRow } from '../components/account-row';
import { ConsolePager, ConsoleSearch } from '@/components/console/console-list';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';

type Filter = 'all' | 'admin';

/**
 * The console's Organisers screen (docs/product.md#rule-112): accounts found by username or e-mail,
 * made organisers or users again after a confirmation that says what the change gives or takes.
 * The last organiser cannot be removed (the server refuses it too).
 */
export function AdminOrganisersRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('role') === 'admin' ? 'admin' : 'all';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [changing, setChanging] = useState<{ account: TAdminAccount; role: TRole } | null>(null);
  const accounts = useAdminAccounts({
    q,
    page,
    ...(filter === 'admin' && { role: 'admin' }),
  });
  const setRole = useSetRole();

  const go = (next: { filter?: Filter; q?: string; page?: number }) => {
    const merged = { filter, q, page: 1, ...next };
    setParams({
      ...(merged.filter === 'admin' && { role: 'admin' }),
      ...(merged.q && { q: merged.q }),
      ...(merged.page > 1 && { page: String(merged.page) }),
    });
  };
  const confirm = async () => {
    if (!changing) return;
    const { account, role } = changing;
    try {
      await setRole.mutateAsync({ userId: account._id, role });
      notify(
        'success',
        t(role === 'admin' ? 'organiser.accounts.promoted' : 'organiser.accounts.demoted', { name: account.username }),
      );
    } catch (failure) {
      notify('error', errorMessage(failure));
    }
    setChanging(null);
  };

  const lastOne = accounts.data?.organisers === 1;
  const isSelf = changing?.account._id === session?._id;
  return (
    <ConsoleShell title={t('organiser.accounts.title')} backTo={paths.adminEvents.getHref()}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <div className={styles.tabs} role="group" aria-label={t('organiser.accounts.filter')}>
            {(['all', 'admin'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                className={styles.button}
                aria-pressed={filter === tab}
                onClick={() => go({ filter: tab })}
              >
                {t(tab === 'all' ? 'organiser.accounts.all' : 'organiser.accounts.organisers')}
              </button>
            ))}
          </div>
          <ConsoleSearch label={t('organiser.accounts.search')} value={q} onSearch={(next) => go({ q: next })} />
        </div>
        {accounts.data && (
          <p className={styles.meta}>{t('organiser.accounts.count', { count: accounts.data.organisers })}</p>
        )}

        <QueryView
          query={accounts}
          loading={<p className={styles.hint}>{t('organiser.loading')}</p>}
          empty={<EmptyState title={t('organiser.accounts.none')} />}
          isEmpty={(data) => data.accounts.length === 0}
        >
          {(data) => (
            <ul className={layout.list}>
              {data.accounts.map((account) => (
                <AccountRow
                  key={account._id}
                  account={account}
                  self={account._id === session?._id}
                  lastOne={lastOne}
                  onChangeRole={(role) => setChanging({ account, role })}
                />
              ))}
            </ul>
          )}
        </QueryView>
        {lastOne && <p className={styles.hint}>{t('organiser.accounts.lastOrganiser')}</p>}

        {accounts.data && (
          <ConsolePager page={accounts.data.page} pages={accounts.data.pages} onPage={(next) => go({ page: next })} />
        )}

        <ConfirmDialog
          open={changing !== null}
          title={t(
            changing?.role === 'admin' ? 'organiser.accounts.confirmPromote' : 'organiser.accounts.confirmDemote',
            { name: changing?.account.username ?? '' },
          )}
          warning={
            changing?.role === 'admin'
              ? t('organiser.accounts.promoteWarning', { name: changing.account.username })
              : isSelf
                ? t('organiser.accounts.demoteSelfWarning')
                : t('organiser.accounts.demoteWarning', { name: changing?.account.username ?? '' })
          }
          confirmLabel={t(changing?.role === 'admin' ? 'organiser.accounts.promote' : 'organiser.accounts.demote')}
          busy={setRole.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setChanging(null)}
        />
      </div>
    </ConsoleShell>
  );
}
