import type { ReactNode } from 'react';
import stageStyles from '@/components/stage/stage.module.css';
import styles from './big-screen.module.css';

interface BigScreenFrameProps {
  /** The event's title, the frame's one heading. */
  title: ReactNode;
  /** The battle on stage, under the title. */
  subtitle?: ReactNode;
  /** Small under the battle: the check of its roulette's draw (docs/decisions.md#422). */
  footnote?: ReactNode;
  /** The language of everything in the frame, when it shows one (docs/product.md#rule-397). */
  lang?: string | undefined;
  logo: string;
  /** The screen's arena: its <main>. */
  children: ReactNode;
  /** The join panel, beside the arena; none where joining makes no sense (docs/product.md#rule-389). */
  join?: ReactNode;
  /** The scene on screen (docs/product.md#rule-387), for its styles. */
  scene?: string;
  /** The sponsor of the battle on stage, at the end of the top bar (docs/product.md#rule-399). */
  sponsor?: ReactNode;
}

/**
 * The big screen's frame (docs/product.md#rule-6, #rule-328): a 1920×1080 projector's whole image, dark, in type
 * read from the back of a room: the event's title on top, the arena, and the way to join beside it. No
 * header of the site, nothing to press. Its sizes follow its own width (a size container), so the control
 * room's preview shows it at the projector's proportions.
 */
export function BigScreenFrame({
  title,
  subtitle,
  footnote,
  logo,
  children,
  join,
  scene,
  lang,
  sponsor,
}: BigScreenFrameProps) {
  return (
    <div className={styles.frame} lang={lang}>
      <div className={`${stageStyles.stage} ${styles.stage}`} data-scene={scene} data-join={join ? true : undefined}>
        <header className={styles.top}>
          <img className={styles.logo} src={logo} alt="" width={64} height={64} />
          <div className={styles.heading}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.battleName}>{subtitle}</p>}
            {footnote}
          </div>
          {sponsor}
        </header>
        {children}
        {join}
      </div>
    </div>
  );
}
