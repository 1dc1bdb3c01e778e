import { HOME_CITIES } from '@artclash/contract';
import {
  EVENT_TYPES,
  isListedEventType,
  PROJECTOR_LANGUAGES,
  VOTING_RULES,
  type TVotingRule,
} from '@artclash/contract/values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form-field/checkbox-field';
import { FieldError } from '@/components/form-field/field-error';
import { TextField } from '@/components/form-field/text-field';
import { useCityLabel } from '@/lib/use-city-label';
import { EmbedPreview } from './embed-preview';
import { EventFormSection, TextAreaField } from './event-form-fields';
import type { EventFieldsProps } from './event-form-values';
import styles from '@/components/console/console.module.css';

/** The titles in both languages, the event type and the minutes per battle. */
export function EventTitlesSection({ register, errors, storedType }: EventFieldsProps & { storedType?: string }) {
  const { t } = useTranslation();
  // A stored type the list does not hold still shows, by its own name.
  const types = storedType && !isListedEventType(storedType) ? [...EVENT_TYPES, storedType] : EVENT_TYPES;
  return (
    <EventFormSection title={t('organiser.editor.sections.titles')}>
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
                {isListedEventType(type) ? t(`organiser.editor.eventTypes.${type}`) : type}
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
    </EventFormSection>
  );
}

/** The rules in both languages. */
export function EventRulesSection({ register, errors }: EventFieldsProps) {
  const { t } = useTranslation();
  return (
    <EventFormSection title={t('organiser.editor.sections.rules')}>
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
    </EventFormSection>
  );
}

/** The home city tab and the venue's name and address in both languages. */
export function EventPlaceSection({ register, errors }: EventFieldsProps) {
  const { t } = useTranslation();
  const cityLabel = useCityLabel();
  return (
    <EventFormSection title={t('organiser.editor.sections.place')}>
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
    </EventFormSection>
  );
}

/** The stream's embed code and a preview of what the server would keep of it. */
export function EventStreamSection({ register, errors, embed }: EventFieldsProps & { embed: string }) {
  const { t } = useTranslation();
  return (
    <EventFormSection title={t('organiser.editor.sections.stream')}>
      <TextAreaField
        label={t('organiser.editor.fields.embed')}
        hint={t('organiser.editor.fields.embedHint')}
        error={errors.youtube_emd?.message}
        registration={register('youtube_emd')}
      />
      <EmbedPreview html={embed} />
    </EventFormSection>
  );
}

/**
 * Who may vote (docs/decisions.md#333), with what the chosen rule means under it, and whether voting closes by
 * itself at time up (docs/decisions.md#396).
 */
export function EventVotingSection({
  register,
  votingRule,
}: Pick<EventFieldsProps, 'register'> & { votingRule: TVotingRule }) {
  const { t } = useTranslation();
  const ruleHintId = useId();
  return (
    <EventFormSection title={t('organiser.editor.sections.voting')}>
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
      <CheckboxField label={t('organiser.editor.autoCloseVoting')} {...register('auto_close_voting')} />
      <p className={styles.hint}>{t('organiser.editor.autoCloseVotingHint')}</p>
    </EventFormSection>
  );
}

/**
 * The projector's language (docs/product.md#rule-397): English, Japanese or both, whatever the control room's own
 * language; each option names its language in that language too, as the language switch does.
 */
export function EventProjectorSection({ register, errors }: EventFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const error = errors.projector_language?.message;
  return (
    <EventFormSection title={t('organiser.editor.sections.bigScreen')}>
      <label className={styles.meta}>
        {t('organiser.editor.projectorLanguage')}
        <select
          className={styles.select}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          {...register('projector_language')}
        >
          {PROJECTOR_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`organiser.editor.projectorLanguages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <p id={hintId} className={styles.hint}>
        {t('organiser.editor.projectorLanguageHint')}
      </p>
      <FieldError id={errorId} message={error} />
    </EventFormSection>
  );
}
