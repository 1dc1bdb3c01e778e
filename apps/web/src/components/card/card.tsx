import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

interface CardLook {
  /** 'md' for the smaller rows of a list; panels and tiles keep 'lg'. */
  radius?: 'md' | 'lg';
  /** Rises on hover and shows the focus ring: a card that is (or holds) a link or a button. */
  interactive?: boolean;
  /** A panel: the card's inner space on every side. */
  padded?: boolean;
}

/** The attributes that give any element (a router Link too) the card's surface. */
export function cardProps({ radius = 'lg', interactive = false, padded = false }: CardLook = {}, className?: string) {
  return {
    className: [styles.card, className].filter(Boolean).join(' '),
    'data-radius': radius,
    'data-interactive': interactive || undefined,
    'data-padded': padded || undefined,
  };
}

interface CardProps extends CardLook, HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
}

/** The one raised surface (docs/decisions.md#215): the look is here, the layout stays with the screen. */
export function Card({ as: Element = 'div', radius, interactive, padded, className, ...rest }: CardProps) {
  return <Element {...rest} {...cardProps({ radius, interactive, padded }, className)} />;
}
