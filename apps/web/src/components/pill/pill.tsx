import type { HTMLAttributes } from 'react';
import styles from './pill.module.css';

type PillTone = 'neutral' | 'live' | 'dark' | 'gold' | 'goldSoft' | 'magentaSoft' | 'blueSoft';

interface PillProps extends HTMLAttributes<HTMLElement> {
  tone?: PillTone;
  as?: 'span' | 'li' | 'p';
  /** A flat tag that its parent places (a centred column, a line of text) instead of a pill at the row's start. */
  flat?: boolean;
  /** In the heaviest weight. */
  strong?: boolean;
}

/** A short label on a rounded ground (a status, a badge, a tag), in one of the app's tones. */
export function Pill({
  tone = 'neutral',
  as: Element = 'span',
  flat = false,
  strong = false,
  className,
  ...rest
}: PillProps) {
  const classes = [flat ? styles.flat : styles.pill, styles[tone], strong && styles.strong, className];
  return <Element {...rest} className={classes.filter(Boolean).join(' ')} />;
}
