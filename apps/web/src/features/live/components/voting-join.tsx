import type { TEventBattles } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card/card';
import { Link, useLocation } from 'react-router';
import buttons from '@/components/button/button.module.css';
import { paths } from '@/config/paths';
import { hereAsNext, withNext } from '@/lib/next-path';
import { useLanguage } from '@/lib/use-language';
import stageStyles from '@/components/stage/stage.module.css';
import styles from './live.module.css';

/**
 * The voting page for a visitor who is not signed in, as a QR code from the big screen opens it
 * (docs/product.md#rule-330): the event's name and 'Sign in to vote', with Login and Create an Account side by
 * side. Both carry this address (the room code of the QR code too) as `next`, so the way in ends here,
 * signed in (docs/product.md#rule-152).
 */
export function VotingJoin({ event }: { event: TEventBattles }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const here = hereAsNext(useLocation());
  return (
    <div className={styles.view}>
      <div className={`${stageStyles.stage} ${styles.intro}`}>
        <h2 className={styles.title}>{pick(event.title_eng, event.title_jap)}</h2>
      </div>
      <Card as="section" padded className={styles.card} aria-labelledby="voting-join-heading">
        <h3 id="voting-join-heading" className={styles.castVote}>
          {t('live.join.title')}
        </h3>
        <p className={styles.muted}>{t('live.join.lead')}</p>
        <div className={styles.joinActions}>
          <Link className={buttons.secondary} to={withNext(paths.signin.getHref(), here)}>
            {t('live.join.signIn')}
          </Link>
          <Link className={buttons.primary} to={withNext(paths.signup.getHref('fan'), here)}>
            {t('live.join.signUp')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
