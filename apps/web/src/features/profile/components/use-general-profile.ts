import type { TGeneralUserProfileUpRequest, TSessionUser, TUserDetails } from '@artclash/contract';
import { isEmail } from '@artclash/contract/values';
import type { MessageKey } from '@artclash/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useCities, useCountries } from '../api/get-places';
import { useUpdateGeneralProfile } from '../api/update-general-profile';

export type Field =
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
 * The General User Profile's state (§2.9): the values, which fields are unlocked (docs/product.md#rule-165), the
 * messages under them, the places to choose from, and sending the update.
 */
export function useGeneralProfile(details: TUserDetails) {
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

  /** Keeps a field's control, to focus it when its pencil unlocks it. */
  const controlOf = (field: Field) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  };

  return {
    values,
    open,
    problems,
    hasEmail,
    countryCode,
    saving: save.isPending,
    optionsOf,
    controlOf,
    unlock,
    proven,
    change,
    submit,
  };
}
