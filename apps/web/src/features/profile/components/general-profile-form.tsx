import type { TGeneralUserProfileUpRequest, TSessionUser, TUserDetails } from '@artclash/contract';
import { isEmail } from '@artclash/contract/values';
import type { MessageKey } from '@artclash/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/button/button.module.css';
import fields from '@/components/form-field/form-field.module.css';
import { EmailCode } from '@/components/email-code/email-code';
import { PencilIcon } from '@/components/icons/icons';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useCities, useCountries } from '../api/get-places';
import { useUpdateGeneralProfile } from '../api/update-general-profile';
import styles from './general-profile-form.module.css';

type Field =
  | 'username'
  | 'nickname'
  | 'email'
  | 'country'
  | 'city'
  | 'instagram_link'
  | 'twitter_link'
  | 'website_link'
  | 'school'
  | 'team_name';
type Values = Record<Field, string>;
/** A field's message: a key of ours (follows a language switch) or the server's text. */
type Problem = { key: MessageKey } | { text: string };

const FIELDS: { field: Field; label: MessageKey; type?: 'email' | 'url'; max: number }[] = [
  { field: 'username', label: 'profile.general.username', max: 50 },
  { field: 'nickname', label: 'profile.general.nickname', max: 50 },
  { field: 'email', label: 'profile.general.email', type: 'email', max: 254 },
  { field: 'country', label: 'profile.general.country', max: 100 },
  { field: 'city', label: 'profile.general.city', max: 100 },
  { field: 'instagram_link', label: 'profile.general.instagram', type: 'url', max: 500 },
  { field: 'twitter_link', label: 'profile.general.twitter', type: 'url', max: 500 },
  { field: 'website_link', label: 'profile.general.website', type: 'url', max: 500 },
  { field: 'school', label: 'profile.general.school', max: 100 },
  { field: 'team_name', label: 'profile.general.teamName', max: 100 },
];

const valuesOf = (details: TUserDetails): Values => ({
  username: details.username,
  nickname: details.nickname,
  email: details.email,
  country: details.country,
  city: details.city,
  instagram_link: details.instagram_link,
  twitter_link: details.twitter_link,
  website_link: details.website_link,
  school: details.school,
  team_name: details.team_name,
});

/**
 * §5: the username must stay; an e-mail (only while the account has none) must look like one, and
 * is saved only by the code sent to it (docs/decisions.md#260), never by Update.
 */
function check(values: Values, emailOpen: boolean): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {};
  if (!values.username.trim()) problems.username = { key: 'profile.general.usernameRequired' };
  const email = values.email.trim();
  if (emailOpen && !email) problems.email = { key: 'profile.general.emailRequired' };
  else if (emailOpen && !isEmail(email)) problems.email = { key: 'profile.general.invalidEmail' };
  else if (emailOpen) problems.email = { key: 'server.emailNeedsCode' };
  return problems;
}

/**
 * §2.9 General User Profile: every field locked until its pencil is tapped, which unlocks and
 * focuses that field alone (docs/decisions.md#165). The e-mail keeps no pencil once the account has
 * one; while it has none, the open field offers the code that proves a new address, which saves it
 * (docs/decisions.md#260).
 */
export function GeneralProfileForm({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(details));
  const [open, setOpen] = useState<ReadonlySet<Field>>(new Set());
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const controls = useRef(new Map<Field, HTMLInputElement | HTMLSelectElement>());
  const save = useUpdateGeneralProfile();
  const hasEmail = Boolean(details.email);

  const countries = useCountries({ enabled: open.has('country') || open.has('city') });
  const countryCode = countries.data?.find((country) => country.name === values.country)?._id;
  const cities = useCities(countryCode, { enabled: open.has('city') });

  /** The field is enabled at once (a disabled control cannot take focus), then focused. */
  function unlock(field: Field) {
    flushSync(() => setOpen((current) => new Set(current).add(field)));
    controls.current.get(field)?.focus();
  }

  /** The new address is the account's now: the field locks and shows it. */
  function proven(user: TSessionUser) {
    setValues((current) => ({ ...current, email: user.email }));
    setProblems((current) => ({ ...current, email: undefined }));
    setOpen((current) => {
      const next = new Set(current);
      next.delete('email');
      return next;
    });
  }

  function change(field: Field, value: string) {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'country' && value !== current.country ? { city: '' } : {}),
    }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const emailOpen = !hasEmail && open.has('email');
    const found = check(values, emailOpen);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const body: TGeneralUserProfileUpRequest = {
      userId: details._id,
      username: values.username.trim(),
      nickname: values.nickname.trim(),
      // §5: sent only while the account has none; otherwise empty (the server keeps the address it has).
      email: hasEmail ? '' : values.email.trim(),
      country: values.country,
      city: values.city,
      instagram_link: values.instagram_link.trim(),
      twitter_link: values.twitter_link.trim(),
      website_link: values.website_link.trim(),
      school: values.school.trim(),
      team_name: values.team_name.trim(),
    };
    save.mutate(body, {
      onSuccess: (reply) => {
        notify('success', reply.message);
        setOpen(new Set());
      },
      onError: (failure) => {
        if (failure instanceof ApiError) {
          setProblems(
            Object.fromEntries(Object.entries(failure.errors).map(([field, text]) => [field, { text }])) as Partial<
              Record<Field, Problem>
            >,
          );
        }
        notify('error', errorMessage(failure));
      },
    });
  }

  const optionsOf = (field: 'country' | 'city') => {
    const list = (field === 'country' ? countries.data : cities.data) ?? [];
    const names = list.map((item) => item.name);
    // A saved name the list does not hold (another language, a removed city) still shows.
    return values[field] && !names.includes(values[field]) ? [values[field], ...names] : names;
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('profile.general.formLabel')}>
      {FIELDS.map(({ field, label, type, max }) => {
        const controlId = `${id}-${field}`;
        const errorId = `${controlId}-error`;
        const problem = problems[field];
        const locked = !open.has(field);
        const pencil = !(field === 'email' && hasEmail);
        const register = (element: HTMLInputElement | HTMLSelectElement | null) => {
          if (element) controls.current.set(field, element);
          else controls.current.delete(field);
        };
        const common = {
          id: controlId,
          disabled: locked,
          'aria-invalid': Boolean(problem),
          'aria-describedby': problem ? errorId : undefined,
        };
        return (
          <div key={field} className={fields.field}>
            <label htmlFor={controlId} className={fields.label}>
              {t(label)}
            </label>
            <div className={styles.row}>
              {(field === 'country' || field === 'city') && !locked ? (
                <select
                  ref={register}
                  {...common}
                  className={fields.input}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                >
                  <option value="">
                    {field === 'city' && !countryCode
                      ? t('profile.general.chooseCountryFirst')
                      : t(field === 'country' ? 'profile.general.chooseCountry' : 'profile.general.chooseCity')}
                  </option>
                  {optionsOf(field).map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  ref={register}
                  {...common}
                  className={fields.input}
                  type={type === 'email' ? 'email' : type === 'url' ? 'url' : 'text'}
                  inputMode={type === 'url' ? 'url' : undefined}
                  maxLength={max}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                />
              )}
              {pencil && (
                <button
                  type="button"
                  className={buttons.icon}
                  onClick={() => unlock(field)}
                  aria-label={t('profile.general.edit', { field: t(label) })}
                  aria-pressed={!locked}
                >
                  <PencilIcon width={18} height={18} />
                </button>
              )}
            </div>
            {problem && (
              <p id={errorId} className={fields.error} role="alert">
                {'key' in problem ? t(problem.key) : problem.text}
              </p>
            )}
            {field === 'email' && !hasEmail && !locked && <EmailCode email={values.email} onProven={proven} />}
          </div>
        );
      })}
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={save.isPending}>
        {save.isPending ? t('profile.general.updating') : t('profile.general.update')}
      </button>
    </form>
  );
}
