import type { TUserPost } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import { useTranslation } from 'react-i18next';
import { optionLabel, PROJECT_OPTIONS, SKILL_OPTIONS, VISIBILITY_OPTIONS } from './post-form-values';
import styles from './post-page.module.css';

/** A calendar day ('2026-11-01') in the interface language, without a time zone to shift it. */
function calendarDay(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** §2.10 Post Details: the post's fields in the spec's order; the optional three only when present. */
export function PostFacts({ post }: { post: TUserPost }) {
  const { t, i18n } = useTranslation();
  const label = (options: Record<string, MessageKey>, value: string) => {
    const key = optionLabel(options, value);
    return key ? t(key) : value;
  };
  const facts: { name: MessageKey; value: string }[] = [
    { name: 'posts.details.dateCreation', value: calendarDay(post.date_creation, i18n.language) },
    { name: 'posts.details.tags', value: post.tags.map((tag) => tag.name).join(', ') },
    { name: 'posts.details.mediaType', value: post.mediatype?.name ?? post.other },
    { name: 'posts.details.tools', value: post.software_tools },
    { name: 'posts.details.collaboration', value: post.collaboration_credits },
    { name: 'posts.details.intendedMessage', value: post.intended_message },
    {
      name: 'posts.details.projectContext',
      value: post.project_context && label(PROJECT_OPTIONS, post.project_context),
    },
    { name: 'posts.details.skillLevel', value: post.skill_level && label(SKILL_OPTIONS, post.skill_level) },
    { name: 'posts.details.visibility', value: label(VISIBILITY_OPTIONS, post.visibility_settings) },
    { name: 'posts.details.licensing', value: post.licensing_reuse_rights },
    { name: 'posts.details.description', value: post.description },
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact) => fact.value)
        .map((fact) => (
          <div key={fact.name}>
            <dt>{t(fact.name)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
