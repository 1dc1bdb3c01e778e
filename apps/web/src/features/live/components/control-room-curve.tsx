import type { TBattle } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { BattleCurve } from '@/components/battle-curve/battle-curve';
import { useBattleCurve } from '../api/get-battle-curve';

/** A battle's curve in the control room, drawn as the votes come in (docs/decisions.md#421), once voting opened. */
export function ControlRoomCurve({ battle }: { battle: TBattle }) {
  const { t } = useTranslation();
  const curve = useBattleCurve(battle).data?.curve;
  if (!curve) return null;
  return (
    <BattleCurve
      curve={curve}
      player1={battle.battle1?.username ?? t('results.tbd')}
      player2={battle.battle2?.username ?? t('results.tbd')}
    />
  );
}
