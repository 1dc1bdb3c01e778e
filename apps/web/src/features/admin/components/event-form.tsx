import { ZEventCreateRequestSchema, type TEventCreateRequest, type TPublicUser } from '@artclash/contract';
import { DEFAULT_VOTING_RULE } from '@artclash/contract/values';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/form-field/field-error';
import { SubmitButton } from '@/components/form-field/submit-button';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { contractResolver } from '@/lib/contract-resolver';
import { EventFormSection } from './event-form-fields';
import {
  EventPlaceSection,
  EventRulesSection,
  EventStreamSection,
  EventTitlesSection,
  EventVotingSection,
  EventProjectorSection,
} from './event-form-sections';
import { eventFormValues, type ConsoleEvent } from './event-form-values';
import { EventScheduleSection } from './event-schedule-fields';
import { ImageList } from './image-list';
import { ParticipantPicker } from './participant-picker';
import styles from '@/components/console/console.module.css';

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
  const images = useWatch({ control, name: 'images' }) ?? [];
  const embed = useWatch({ control, name: 'youtube_emd' }) ?? '';
  const votingRule = useWatch({ control, name: 'voting_rule' }) ?? DEFAULT_VOTING_RULE;

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
      <EventTitlesSection register={register} errors={errors} storedType={event?.event_type} />
      <EventRulesSection register={register} errors={errors} />
      <EventScheduleSection register={register} errors={errors} control={control} />
      <EventPlaceSection register={register} errors={errors} />
      <EventStreamSection register={register} errors={errors} embed={embed} />
      <EventVotingSection register={register} votingRule={votingRule} />
      <EventProjectorSection register={register} errors={errors} />

      <EventFormSection title={t('organiser.editor.sections.images')}>
        <ImageList
          images={images}
          onChange={(next) => setValue('images', next, { shouldDirty: true })}
          {...(upload && { onUpload: upload })}
        />
      </EventFormSection>

      <EventFormSection title={t('organiser.editor.sections.participants')}>
        <ParticipantPicker value={people} onChange={choosePeople} />
        <FieldError id="participants-error" message={errors.participants?.message} />
      </EventFormSection>

      <SubmitButton busy={busy || pending}>
        {busy || pending ? t('organiser.saving') : t('organiser.save')}
      </SubmitButton>
    </form>
  );
}
