import type { TPublicProfile } from '@artclash/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { Pill } from '@/components/pill/pill';
import { paths } from '@/config/paths';
import { battleCardUrl } from '@/lib/share-card';
import { useLanguage } from '@/lib/use-language';
import head from './profile-head.module.css';
import lists from './profile-list.module.css';
import styles from './profile-battles.module.css';

const RESULT_TONE = { won: 'goldSoft', lost: 'neutral', draw: 'blueSoft' } as const;

/**
 * An artist's record on their public profile (docs/product.md#rule-379): how many battles they played to the end,
 * won and in how many events, then each battle with its event, the other player and the result, opening the
 * event's results. Shown for artists, and for anyone else who has played.
 */
export function ProfileBattles({ profile }: { profile: TPublicProfile }) {
  const { t, i18n } = useTranslation();
  const { pick, language } = useLanguage();
  const headingId = useId();
  const count = new Intl.NumberFormat(i18n.language);
  const { battle_record: record, battles } = profile;
  if (profile.type !== 'artist' && battles.length === 0) return null;
  const facts = [
    ['battles', record.battles],
    ['wins', record.wins],
    ['events', record.events],
  ] as const;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('profile.public.record.heading')}
      </h2>
      <dl className={`${head.facts} ${styles.facts}`} aria-label={t('profile.public.record.countsLabel')}>
        {facts.map(([name, value]) => (
          <div key={name} className={head.fact} data-fact={name}>
            <dt>{t(`profile.public.record.${name}`)}</dt>
            <dd>{count.format(value)}</dd>
          </div>
        ))}
      </dl>
      {battles.length === 0 ? (
        <p className={styles.none}>{t('profile.public.record.none')}</p>
      ) : (
        <ul className={lists.list} aria-label={t('profile.public.record.listLabel')}>
          {battles.map((battle) => (
            <li key={battle._id}>
              <Link to={paths.matchDetails.getHref(battle.event._id)} className={lists.card}>
                <Avatar of={battle.opponent} size={40} />
                <span className={`${lists.text} ${styles.text}`}>
                  <span className={lists.title}>{battle.battle_name}</span>
                  <span className={lists.date}>{pick(battle.event.title_eng, battle.event.title_jap)}</span>
                  <span>
                    {t('profile.public.record.versus', {
                      name: battle.opponent?.username ?? t('profile.public.record.formerMember'),
                    })}
                  </span>
                </span>
                <Pill flat strong tone={RESULT_TONE[battle.result]} data-result={battle.result}>
                  {t(`profile.public.record.result.${battle.result}`)}
                </Pill>
              </Link>
              <a
                className={styles.shareCard}
                href={battleCardUrl(battle._id, language)}
                download={`artclash-${battle._id}.png`}
                aria-label={t('profile.public.record.shareCardOf', { battle: battle.battle_name })}
              >
                {t('profile.public.record.shareCard')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
