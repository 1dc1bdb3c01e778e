import type { TEventReportReply } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { BattleCurve } from '@/components/battle-curve/battle-curve';
import { backendImageUrl } from '@/lib/image-url';
import { useLanguage } from '@/lib/use-language';
import ui from '@/components/console/console.module.css';
import styles from './report.module.css';

type Report = Omit<TEventReportReply, 'status' | 'message'>;
type ReportBattle = Report['battles'][number];

/** Who joined and the peak watching (docs/decisions.md#424). */
export function ReportJoined({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const { joined, peak_watching: peak } = report;
  const peakAt =
    peak.at &&
    new Intl.DateTimeFormat(i18n.language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: report.event.timezone,
    }).format(new Date(peak.at));
  return (
    <section className={ui.card} aria-labelledby="report-joined">
      <h2 id="report-joined" className={ui.cardTitle}>
        {t('organiser.report.joined')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('organiser.report.artists')}</dt>
          <dd>{number.format(joined.artists)}</dd>
        </div>
        <div>
          <dt>{t('organiser.report.voters')}</dt>
          <dd>
            {number.format(joined.voters)}{' '}
            <small>
              ({t('organiser.report.votersInRoom')} {number.format(joined.voters_in_room)})
            </small>
          </dd>
        </div>
        <div>
          <dt>{t('organiser.report.peak')}</dt>
          <dd>
            {number.format(peak.viewers)} {peakAt && <small>{t('organiser.report.peakAt', { time: peakAt })}</small>}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** One battle: its players and result, its votes by origin, and how it was won. */
export function ReportBattleCard({ battle }: { battle: ReportBattle }) {
  const { t } = useTranslation();
  const { battleName } = useLanguage();
  const [player1, player2] = [battle.player1 ?? '—', battle.player2 ?? '—'];
  const winner = battle.winner_id === battle.player1_id ? player1 : player2;
  const result =
    battle.status !== 'complete'
      ? t('organiser.report.notPlayed')
      : battle.draw || !battle.winner_id
        ? t('organiser.report.draw')
        : t('organiser.report.winner', { name: winner });
  const rows = [
    ['room', battle.votes.room],
    ['online', battle.votes.online],
    [
      'total',
      {
        Player1: battle.votes.room.Player1 + battle.votes.online.Player1,
        Player2: battle.votes.room.Player2 + battle.votes.online.Player2,
      },
    ],
  ] as const;
  const name = battleName(battle);
  return (
    <article className={`${ui.card} ${styles.battle}`} aria-label={name}>
      <h3 className={ui.cardTitle}>{name}</h3>
      <p className={ui.hint}>
        {player1} vs {player2} · {result}
      </p>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">{t('organiser.report.origin')}</th>
            <th scope="col">{player1}</th>
            <th scope="col">{player2}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([origin, sides]) => (
            <tr key={origin}>
              <th scope="row">{t(`organiser.report.${origin}`)}</th>
              <td>{sides.Player1}</td>
              <td>{sides.Player2}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {battle.curve && <BattleCurve curve={battle.curve} player1={player1} player2={player2} />}
    </article>
  );
}

/** How long each sponsor was on the projector. */
export function ReportSponsors({ sponsors }: { sponsors: Report['sponsors'] }) {
  const { t } = useTranslation();
  const duration = (seconds: number) =>
    t('organiser.report.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  return (
    <section className={ui.card} aria-labelledby="report-sponsors">
      <h2 id="report-sponsors" className={ui.cardTitle}>
        {t('organiser.report.sponsors')}
      </h2>
      {sponsors.length === 0 ? (
        <p className={ui.hint}>{t('organiser.report.noSponsors')}</p>
      ) : (
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col">{t('organiser.report.sponsorImage')}</th>
              <th scope="col">{t('organiser.report.onScreen')}</th>
            </tr>
          </thead>
          <tbody>
            {sponsors.map((sponsor) => (
              <tr key={sponsor.image}>
                <th scope="row">
                  <img
                    className={styles.sponsor}
                    src={backendImageUrl(sponsor.image)}
                    alt={t('organiser.report.sponsorImage')}
                  />
                </th>
                <td>{duration(sponsor.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
