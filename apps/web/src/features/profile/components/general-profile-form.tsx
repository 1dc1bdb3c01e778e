import type { TUserDetails } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/button/button.module.css';
import fields from '@/components/form-field/form-field.module.css';
import { EmailCode } from '@/components/email-code/email-code';
import { PencilIcon } from '@/components/icons/icons';
import { useGeneralProfile, type Field } from './use-general-profile';
import styles from './general-profile-form.module.css';

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

/**
 * §2.9 General User Profile: every field locked until its pencil is tapped, which unlocks and
 * focuses that field alone (docs/product.md#rule-165). The e-mail keeps no pencil once the account has
 * one; while it has none, the open field offers the code that proves a new address, which saves it
 * (docs/decisions.md#260).
 */
export function GeneralProfileForm({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    values,
    open,
    problems,
    hasEmail,
    countryCode,
    saving,
    optionsOf,
    controlOf,
    unlock,
    proven,
    change,
    submit,
  } = useGeneralProfile(details);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('profile.general.formLabel')}>
      {FIELDS.map(({ field, label, type, max }) => {
        const controlId = `${id}-${field}`;
        const errorId = `${controlId}-error`;
        const problem = problems[field];
        const locked = !open.has(field);
        const pencil = !(field === 'email' && hasEmail);
        const register = controlOf(field);
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
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={saving}>
        {saving ? t('profile.general.updating') : t('profile.general.update')}
      </button>
    </form>
  );
}
