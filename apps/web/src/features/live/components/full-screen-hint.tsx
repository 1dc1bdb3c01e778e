import { useStageText } from './stage-language';
import styles from './big-screen.module.css';

/** How to go full screen, under the projector's image until it is (docs/product.md#rule-325), in the stage's language. */
export function FullScreenHint() {
  const { say } = useStageText();
  return <p className={styles.hint}>{say((t) => t('live.bigScreen.fullScreenHint'), 'line')}</p>;
}
