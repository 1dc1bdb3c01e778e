import { isReferenceList, REFERENCE_LISTS, type TReferenceList } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { paths } from '@/config/paths';
import { ReferenceListEditor } from '../components/reference-list-editor';
import { TagManager } from '../components/tag-manager';
import styles from '@/components/console/console.module.css';

type Tab = TReferenceList | 'tags';
const TABS: readonly Tab[] = [...REFERENCE_LISTS, 'tags'];

/**
 * The console's reference data (docs/product.md#rule-120): one tab per list of §3 Reference items,
 * each edited in place in both languages, and the posts' tags; the open tab lives in the URL.
 */
export function AdminReferenceRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('list') ?? '';
  const tab: Tab = asked === 'tags' || isReferenceList(asked) ? asked : 'art-types';

  return (
    <ConsoleShell title={t('organiser.reference.title')} backTo={paths.adminEvents.getHref()}>
      <div className={styles.page}>
        <div className={`${styles.toolbar} ${styles.tabs}`} role="group" aria-label={t('organiser.reference.tabs')}>
          {TABS.map((each) => (
            <button
              key={each}
              type="button"
              className={styles.button}
              aria-pressed={tab === each}
              onClick={() => setParams({ list: each })}
            >
              {t(`organiser.reference.lists.${each}`)}
            </button>
          ))}
        </div>
        <section className={styles.card} aria-label={t(`organiser.reference.lists.${tab}`)}>
          <h2 className={styles.cardTitle}>{t(`organiser.reference.lists.${tab}`)}</h2>
          {tab === 'tags' ? (
            <TagManager />
          ) : (
            <>
              <p className={styles.hint}>{t('organiser.reference.hint')}</p>
              {/* A new list starts with fresh drafts. */}
              <ReferenceListEditor key={tab} list={tab} />
            </>
          )}
        </section>
      </div>
    </ConsoleShell>
  );
}
