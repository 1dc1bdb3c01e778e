import type { TUserDetails } from '@artclash/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '@/components/layout/layout.module.css';
import buttons from '@/components/button/button.module.css';
import { Card } from '@/components/card/card';
import { PencilIcon } from '@/components/icons/icons';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { INTEREST_SECTIONS, useInterestOptions, type InterestSection } from '../api/interest-options';
import { useUpdateInterests } from '../api/update-interests';
import { InterestOptionsModal } from './interest-options-modal';
import styles from './interests.module.css';

type Choice = Record<InterestSection, string[]>;

/** The saved choice of each list, and every name the details give (in the reply language). */
function savedOf(details: TUserDetails): { choice: Choice; names: Map<string, string> } {
  const lists = {
    art_types: details.art_types.map((item) => ({ _id: item._id, name: item.art_type })),
    art_works: details.art_works.map((item) => ({ _id: item._id, name: item.art_work })),
    participates: details.participates.map((item) => ({ _id: item._id, name: item.participate })),
    communicates: details.communicates.map((item) => ({ _id: item._id, name: item.communicate })),
  };
  const choice = Object.fromEntries(
    INTEREST_SECTIONS.map((section) => [section, lists[section].map((item) => item._id)]),
  ) as Choice;
  const names = new Map(
    INTEREST_SECTIONS.flatMap((section) => lists[section].map((item) => [item._id, item.name] as const)),
  );
  return { choice, names };
}

/**
 * One section's chips: the chosen options' names, from the list once loaded, else from the details.
 * A choice the details do not name (made, not yet saved, before a language switch) loads the list.
 */
function Chips({ section, ids, names }: { section: InterestSection; ids: string[]; names: Map<string, string> }) {
  const { t } = useTranslation();
  const { data: options } = useInterestOptions(section, { enabled: ids.some((id) => !names.has(id)) });
  const nameOf = (id: string) => options?.find((option) => option._id === id)?.name ?? names.get(id) ?? '';
  if (ids.length === 0) return <p className={styles.none}>{t('profile.interests.none')}</p>;
  return (
    <ul className={layout.chips} aria-label={t(`profile.interests.${section}`)}>
      {ids.map((id) => (
        <li key={id} className={styles.chip}>
          {nameOf(id)}
        </li>
      ))}
    </ul>
  );
}

/** §2.9 User Interests: four chip lists, each edited in the option modal; Update sends all four (docs/product.md#rule-168). */
export function InterestsForm({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(() => savedOf(details).choice);
  // The names follow the details, which load again in the interface language after a switch (docs/product.md#rule-175).
  const names = useMemo(() => savedOf(details).names, [details]);
  const [editing, setEditing] = useState<InterestSection | null>(null);
  const save = useUpdateInterests();

  function toggle(id: string) {
    if (!editing) return;
    setChoice((current) => {
      const list = current[editing];
      return { ...current, [editing]: list.includes(id) ? list.filter((chosen) => chosen !== id) : [...list, id] };
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { userId: details._id, ...choice },
      {
        onSuccess: (reply) => notify('success', reply.message),
        onError: (failure) => notify('error', errorMessage(failure)),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      {INTEREST_SECTIONS.map((section) => (
        <Card
          as="section"
          radius="md"
          padded
          key={section}
          className={styles.section}
          aria-labelledby={`interests-${section}`}
        >
          <div className={styles.sectionHead}>
            <h2 id={`interests-${section}`} className={styles.sectionTitle}>
              {t(`profile.interests.${section}`)}
            </h2>
            <button
              type="button"
              className={buttons.icon}
              onClick={() => setEditing(section)}
              aria-label={t('profile.interests.edit', { section: t(`profile.interests.${section}`) })}
            >
              <PencilIcon width={18} height={18} />
            </button>
          </div>
          <Chips section={section} ids={choice[section]} names={names} />
        </Card>
      ))}
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={save.isPending}>
        {save.isPending ? t('profile.interests.updating') : t('profile.interests.update')}
      </button>
      <InterestOptionsModal
        section={editing}
        title={editing ? t(`profile.interests.${editing}`) : ''}
        chosen={new Set(editing ? choice[editing] : [])}
        onToggle={toggle}
        onClose={() => setEditing(null)}
      />
    </form>
  );
}
