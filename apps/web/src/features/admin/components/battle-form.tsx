import {
  ZBattleCreateRequestSchema,
  type TBattle,
  type TBattleCreateRequest,
  type TPublicUser,
} from '@artclash/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form-field/text-field';
import { SubmitButton } from '@/components/form-field/submit-button';
import { issueKey } from '@/lib/contract-resolver';
import { PlayerSelect } from './player-select';
import styles from '@/components/console/console.module.css';

interface BattleFormProps {
  battle?: TBattle;
  participants: TPublicUser[];
  busy: boolean;
  submitLabel: string;
  onSave: (values: TBattleCreateRequest) => Promise<boolean>;
  onCancel?: () => void;
}

type Errors = Partial<Record<keyof TBattleCreateRequest, string>>;

/** A battle's names in both languages and its two players, checked by the contract's schema before it is sent. */
export function BattleForm({ battle, participants, busy, submitLabel, onSave, onCancel }: BattleFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(battle?.battle_name ?? '');
  const [nameJap, setNameJap] = useState(battle?.battle_name_jap ?? '');
  const [player1, setPlayer1] = useState(battle?.battle1?._id ?? '');
  const [player2, setPlayer2] = useState(battle?.battle2?._id ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const locked = Boolean(battle?.votes && battle.votes.Player1 + battle.votes.Player2 > 0);
  const candidates = [battle?.battle1, battle?.battle2, ...participants].filter((user): user is TPublicUser =>
    Boolean(user),
  );

  /** Either player's select: the same candidates, locked alike once the battle has votes. */
  const playerSelect = (label: string, value: string, onChange: (userId: string) => void) => (
    <PlayerSelect label={label} value={value} onChange={onChange} candidates={candidates} disabled={locked} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZBattleCreateRequestSchema.safeParse({
      battle_name: name,
      battle_name_jap: nameJap,
      battle1: player1,
      battle2: player2,
    });
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issueKey(issue);
    if (!player1) found.battle1 = 'organiser.validation.required';
    if (!player2) found.battle2 = 'organiser.validation.required';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    if ((await onSave(parsed.data)) && !battle) {
      setName('');
      setNameJap('');
      setPlayer1('');
      setPlayer2('');
    }
  }

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={battle ? t('organiser.battles.editTitle') : t('organiser.battles.addTitle')}
    >
      <div className={styles.pair}>
        <TextField
          label={t('organiser.battles.nameEng')}
          value={name}
          maxLength={100}
          error={errors.battle_name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={`${t('organiser.battles.nameJap')} ${t('organiser.optional')}`}
          value={nameJap}
          maxLength={100}
          error={errors.battle_name_jap}
          onChange={(event) => setNameJap(event.target.value)}
        />
      </div>
      {locked && <p className={styles.hint}>{t('organiser.battles.playersLocked')}</p>}
      <div className={styles.pair}>
        {playerSelect(t('organiser.battles.player1'), player1, setPlayer1)}
        {playerSelect(t('organiser.battles.player2'), player2, setPlayer2)}
      </div>
      {(errors.battle1 || errors.battle2) && (
        <p className={styles.error} role="alert">
          {t((errors.battle1 ?? errors.battle2) as 'organiser.validation.required')}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className={styles.button} onClick={onCancel}>
            {t('organiser.cancel')}
          </button>
        )}
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
