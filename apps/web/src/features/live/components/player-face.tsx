import type { TPlayer } from '@artclash/contract';
import { Avatar } from '@/components/avatar/avatar';
import { nameFitStyle } from './name-fit';
import { useStageText } from './stage-language';

/** On the phones a name longer than this is set a size smaller, so that its words wrap whole (docs/product.md#rule-390). */
const LONG_NAME = 16;

interface PlayerFaceProps {
  player: TPlayer | null;
  /** The screen's own classes for the avatar and the name. */
  avatarClassName?: string;
  nameClassName?: string;
  /** The name's element: a paragraph where it stands on its own, a span inside a line. */
  nameAs?: 'p' | 'span';
  /** The avatar's side in px: 80 on the live screens (§9 live sizes). */
  avatarSize?: number;
  /**
   * On the big screen, the name's largest size as a share of its box's width (cqi): the name is fitted to the box,
   * on two lines when long (docs/product.md#rule-390), through `--name-fit`.
   */
  fit?: number;
}

/**
 * A battle's player as the live screens show them: the 80 px avatar (the default image when there is none) and the
 * username, "TBD" while the player is not chosen (§9 live sizes). A long name wraps, never cut
 * (docs/product.md#rule-390): each screen's CSS says how.
 */
export function PlayerFace({
  player,
  avatarClassName,
  nameClassName,
  nameAs: Name = 'span',
  avatarSize = 80,
  fit,
}: PlayerFaceProps) {
  const { read } = useStageText();
  const name = player?.username ?? read((t) => t('live.tbd'));
  return (
    <>
      <Avatar of={player} size={avatarSize} className={avatarClassName} />
      <Name
        className={nameClassName}
        style={fit ? nameFitStyle(name, fit) : undefined}
        data-long={(!fit && name.length > LONG_NAME) || undefined}
      >
        {name}
      </Name>
    </>
  );
}
