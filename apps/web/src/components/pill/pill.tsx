import type { HTMLAttributes } from 'react';
import styles from './pill.module.css';

type PillTone = 'neutral' | 'live' | 'dark' | 'gold' | 'goldSoft' | 'magentaSoft' | 'blueSoft';

interface PillProps extends HTMLAttributes<HTMLElement> {
  tone?: PillTone;
  as?: 'span' | 'li' | 'p';
}

/** A short label on a rounded ground (a status, a badge, a tag), in one of the app's tones. */
export function Pill({ tone = 'neutral', as: Element = 'span', className, ...rest }: PillProps) {
  return <Element {...rest} className={[styles.pill, styles[tone], className].filter(Boolean).join(' ')} />;
}
