import {
  HOME_CITIES,
  ZEventCreateRequestSchema,
  type TEvent,
  type TEventCreateRequest,
  type TPublicUser,
} from '@artclash/contract';
import { DEFAULT_TIMEZONE, DEFAULT_VOTING_RULE, type TVotingRule, VOTING_RULES } from '@artclash/contract/values';
import { useId, useMemo, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/form-field/field-error';
import { SubmitButton } from '@/components/form-field/submit-button';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { TextField } from '@/components/form-field/text-field';
import { contractResolver } from '@/lib/contract-resolver';
import { useCityLabel } from '@/lib/use-city-label';
import { EmbedPreview } from './embed-preview';
import { ImageList } from './image-list';
import { ParticipantPicker } from './participant-picker';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';

const EVENT_TYPES = ['battle_club', 'championship', 'workshop'] as const;

/** Every IANA zone the browser knows (the server checks the same names), for the time zone picker. */
const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIMEZONE];
  }
})();

/** The form's values from a stored event, or a new event's defaults (Asia/Tokyo, 10 minutes). */
/** The event as the console reads it: with its voting rule (docs/decisions.md#305). */
type ConsoleEvent = TEvent & { voting_rule: TVotingRule };

function eventFormValues(event?: ConsoleEvent): TEventCreateRequest {
  return {
    title_eng: event?.title_eng ?? '',
    title_jap: event?.title_jap ?? '',
    rules_eng: event?.rules_eng ?? '',
    rules_jap: event?.rules_jap ?? '',
    event_type: event?.event_type ?? 'battle_club',
    youtube_emd: event?.youtube_emd ?? '',
    battles_time: event?.battles_time ?? 10,
    timezone: event?.timezone ?? DEFAULT_TIMEZONE,
    city: (event?.city ?? '') as TEventCreateRequest['city'],
    venue_name_eng: event?.venue_name_eng ?? '',
    venue_name_jap: event?.venue_name_jap ?? '',
    venue_address_eng: event?.venue_address_eng ?? '',
    venue_address_jap: event?.venue_address_jap ?? '',
    date_times: (event?.date_times ?? []).map(({ dates, start_time, end_time }) => ({ dates, start_time, end_time })),
    participants: (event?.participants ?? []).map((entry) => entry.user._id),
    images: event?.images ?? [],
    voting_rule: event?.voting_rule ?? DEFAULT_VOTING_RULE,
  };
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
}

function TextAreaField({ label, error, hint, registration, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.card}>
      <label htmlFor={id} className={styles.cardTitle}>
        {label}
      </label>
      {hint && <p className={styles.hint}>{hint}</p>}
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface EventFormProps {
  event?: ConsoleEvent;
  busy: boolean;
  onSave: (values: TEventCreateRequest) => void | Promise<void>;
  /** Uploads an image (an existing event only); resolves with the images as the server now holds them. */
  onUpload?: (file: File, onProgress: (share: number) => void) => Promise<string[]>;
}

/**
 * Every field of an event (§3) in both languages, checked by the contract's own schema before it is
 * sent. Participants and images are part of the form and saved with it; an upload is stored at once
 * and joins the end of the list.
 */
export function EventForm({ event, busy, onSave, onUpload }: EventFormProps) {
  const { t } = useTranslation();
  const cityLabel = useCityLabel();
  const zoneListId = useId();
  const defaults = useMemo(() => eventFormValues(event), [event]);
  const [people, setPeople] = useState<TPublicUser[]>(() => (event?.participants ?? []).map((entry) => entry.user));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({ resolver: contractResolver(ZEventCreateRequestSchema), defaultValues: defaults });
  const { submit, pending } = useSingleSubmit(onSave);
  const schedule = useFieldArray({ control, name: 'date_times' });
  const images = useWatch({ control, name: 'images' }) ?? [];
  const embed = useWatch({ control, name: 'youtube_emd' }) ?? '';
  const votingRule = useWatch({ control, name: 'voting_rule' }) ?? DEFAULT_VOTING_RULE;
  const ruleHintId = useId();
  const types =
    event && !(EVENT_TYPES as readonly string[]).includes(event.event_type)
      ? [...EVENT_TYPES, event.event_type]
      : EVENT_TYPES;

  const choosePeople = (users: TPublicUser[]) => {
    setPeople(users);
    setValue(
      'participants',
      users.map((user) => user._id),
      { shouldDirty: true },
    );
  };
  const upload =
    onUpload &&
    (async (file: File, onProgress: (share: number) => void) => {
      const stored = await onUpload(file, onProgress);
      const added = stored.filter((image) => !images.includes(image));
      setValue('images', [...images, ...added], { shouldDirty: true });
    });

  return (
    <form
      className={styles.page}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-busy={pending || undefined}
    >
      <Section title={t('organiser.editor.sections.titles')}>
        <div className={styles.pair}>
          <TextField
            label={t('organiser.editor.fields.titleEng')}
            error={errors.title_eng?.message}
            maxLength={200}
            {...register('title_eng')}
          />
          <TextField
            label={t('organiser.editor.fields.titleJap')}
            error={errors.title_jap?.message}
            maxLength={200}
            {...register('title_jap')}
          />
        </div>
        <div className={styles.pair}>
          <label className={styles.meta}>
            {t('organiser.editor.fields.eventType')}
            <select className={styles.select} {...register('event_type')}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {type in { battle_club: 1, championship: 1, workshop: 1 }
                    ? t(`organiser.editor.eventTypes.${type as (typeof EVENT_TYPES)[number]}`)
                    : type}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('organiser.editor.fields.battlesTime')}
            type="number"
            inputMode="numeric"
            min={1}
            max={180}
            error={errors.battles_time?.message}
            {...register('battles_time', { valueAsNumber: true })}
          />
        </div>
      </Section>

      <Section title={t('organiser.editor.sections.rules')}>
        <div className={styles.pair}>
          <TextAreaField
            label={t('organiser.editor.fields.rulesEng')}
            error={errors.rules_eng?.message}
            registration={register('rules_eng')}
          />
          <TextAreaField
            label={t('organiser.editor.fields.rulesJap')}
            error={errors.rules_jap?.message}
            registration={register('rules_jap')}
          />
        </div>
      </Section>

      <Section title={t('organiser.editor.sections.schedule')}>
        <div className={styles.pair}>
          <TextField
            label={t('organiser.editor.fields.timezone')}
            list={zoneListId}
            autoComplete="off"
            error={errors.timezone?.message}
            {...register('timezone')}
          />
          <datalist id={zoneListId}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        {schedule.fields.length === 0 && <p className={styles.meta}>{t('organiser.editor.noDates')}</p>}
        <ol className={layout.list}>
          {schedule.fields.map((field, index) => {
            const entryErrors = errors.date_times?.[index];
            return (
              <li key={field.id} className={styles.row}>
                <div className={`${styles.grid4} ${styles.rowMain}`}>
                  <TextField
                    label={t('organiser.editor.fields.date')}
                    type="date"
                    min="1900-01-01"
                    max="2200-12-31"
                    error={entryErrors?.dates?.message}
                    {...register(`date_times.${index}.dates`)}
                  />
                  <TextField
                    label={t('organiser.editor.fields.startTime')}
                    type="time"
                    error={entryErrors?.start_time?.message}
                    {...register(`date_times.${index}.start_time`)}
                  />
                  <TextField
                    label={t('organiser.editor.fields.endTime')}
                    type="time"
                    error={entryErrors?.end_time?.message}
                    {...register(`date_times.${index}.end_time`)}
                  />
                </div>
                <button
                  type="button"
                  className={styles.danger}
                  onClick={() => schedule.remove(index)}
                  aria-label={t('organiser.editor.removeDate', { number: index + 1 })}
                >
                  {t('organiser.remove')}
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={styles.button}
          onClick={() => schedule.append({ dates: '', start_time: '18:00', end_time: '21:00' })}
        >
          {t('organiser.editor.addDate')}
        </button>
      </Section>

      <Section title={t('organiser.editor.sections.place')}>
        <label className={styles.meta}>
          {t('organiser.editor.fields.city')}
          <select className={styles.select} {...register('city')}>
            <option value="">{t('organiser.editor.fields.noCity')}</option>
            {HOME_CITIES.map((city) => (
              <option key={city} value={city}>
                {cityLabel(city)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.pair}>
          <TextField
            label={t('organiser.editor.fields.venueNameEng')}
            error={errors.venue_name_eng?.message}
            maxLength={200}
            {...register('venue_name_eng')}
          />
          <TextField
            label={t('organiser.editor.fields.venueNameJap')}
            error={errors.venue_name_jap?.message}
            maxLength={200}
            {...register('venue_name_jap')}
          />
          <TextField
            label={t('organiser.editor.fields.venueAddressEng')}
            error={errors.venue_address_eng?.message}
            maxLength={300}
            {...register('venue_address_eng')}
          />
          <TextField
            label={t('organiser.editor.fields.venueAddressJap')}
            error={errors.venue_address_jap?.message}
            maxLength={300}
            {...register('venue_address_jap')}
          />
        </div>
      </Section>

      <Section title={t('organiser.editor.sections.stream')}>
        <TextAreaField
          label={t('organiser.editor.fields.embed')}
          hint={t('organiser.editor.fields.embedHint')}
          error={errors.youtube_emd?.message}
          registration={register('youtube_emd')}
        />
        <EmbedPreview html={embed} />
      </Section>

      <Section title={t('organiser.editor.sections.voting')}>
        <label className={styles.meta}>
          {t('organiser.editor.votingRule')}
          <select className={styles.select} aria-describedby={ruleHintId} {...register('voting_rule')}>
            {VOTING_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`organiser.editor.votingRules.${rule}`)}
              </option>
            ))}
          </select>
        </label>
        <p id={ruleHintId} className={styles.hint}>
          {t(`organiser.editor.votingRuleHints.${votingRule}`)}
        </p>
      </Section>

      <Section title={t('organiser.editor.sections.images')}>
        <ImageList
          images={images}
          onChange={(next) => setValue('images', next, { shouldDirty: true })}
          {...(upload && { onUpload: upload })}
        />
      </Section>

      <Section title={t('organiser.editor.sections.participants')}>
        <ParticipantPicker value={people} onChange={choosePeople} />
        <FieldError id="participants-error" message={errors.participants?.message} />
      </Section>

      <SubmitButton busy={busy || pending}>
        {busy || pending ? t('organiser.saving') : t('organiser.save')}
      </SubmitButton>
    </form>
  );
}
