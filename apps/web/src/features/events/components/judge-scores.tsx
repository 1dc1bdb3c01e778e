import { JUDGE_CRITERIA, type TJudgeScores } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import styles from './battle-result-card.module.css';

interface JudgeScoresProps {
  scores: TJudgeScores | null;
  player1: string;
  player2: string;
}

/** docs/product.md#rule-9: IDEA / SPEED / TECHNIQUE / STORYTELLING rows only for criteria the organisers scored. */
export function JudgeScores({ scores, player1, player2 }: JudgeScoresProps) {
  const { t } = useTranslation();
  const rows = JUDGE_CRITERIA.flatMap((criterion) => {
    const score = scores?.[criterion];
    return score ? [{ criterion, ...score }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <table className={styles.scores}>
      <caption className={styles.scoresCaption}>{t('results.judgeScores')}</caption>
      <thead className="visually-hidden">
        <tr>
          <td />
          <th scope="col">{player1}</th>
          <th scope="col">{player2}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.criterion}>
            <td className={styles.scoreOne} data-lead={row.player1 > row.player2 || undefined}>
              {row.player1}
            </td>
            <th scope="row" className={styles.criterion}>
              {t(`results.criteria.${row.criterion}`)}
            </th>
            <td className={styles.scoreTwo} data-lead={row.player2 > row.player1 || undefined}>
              {row.player2}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
