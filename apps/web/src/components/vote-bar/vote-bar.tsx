import { voteShare } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import styles from './vote-bar.module.css';

interface VoteBarProps {
  votes: { Player1: number; Player2: number };
  player1: string;
  player2: string;
  /** The bar's name as read aloud, when the screen says it in its own language(s) (the big screen's). */
  label?: string;
}

/** docs/product.md#rule-16: player 1 blue, player 2 magenta, percentages by the §9 vote-share rule. */
export function VoteBar({ votes, player1, player2, label: told }: VoteBarProps) {
  const { t } = useTranslation();
  const share = voteShare(votes);
  const empty = votes.Player1 + votes.Player2 === 0;
  const label = told ?? t('results.voteShareLabel', { player1, share1: share.player1, player2, share2: share.player2 });
  return (
    <div className={styles.wrap}>
      <div className={styles.figures} aria-hidden="true">
        <span className={styles.one}>{share.player1}%</span>
        <span className={styles.two}>{share.player2}%</span>
      </div>
      <div className={styles.bar} role="img" aria-label={label} data-empty={empty || undefined}>
        <span className={styles.fillOne} style={{ width: empty ? '50%' : `${share.player1}%` }} />
        <span className={styles.fillTwo} style={{ width: empty ? '50%' : `${share.player2}%` }} />
      </div>
    </div>
  );
}
