import type { TPlayer } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';

interface PlayerFaceProps {
  player: TPlayer | null;
  /** The screen's own classes for the avatar and the name. */
  avatarClassName?: string;
  nameClassName?: string;
  /** The name's element: a paragraph where it stands on its own, a span inside a line. */
  nameAs?: 'p' | 'span';
}

/**
 * A battle's player as the live screens show them: the 80 px avatar (the default image when there is none) and the
 * username on one line, "TBD" while the player is not chosen (§9 live sizes).
 */
export function PlayerFace({ player, avatarClassName, nameClassName, nameAs: Name = 'span' }: PlayerFaceProps) {
  const { t } = useTranslation();
  return (
    <>
      <Avatar of={player} size={80} className={avatarClassName} />
      <Name className={`${nameClassName} one-line`} title={player?.username}>
        {player?.username ?? t('live.tbd')}
      </Name>
    </>
  );
}
