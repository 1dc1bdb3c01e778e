import type { TSocialProvider } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { useNextPath } from '@/lib/next-path';
import { socialSignInUrl } from '@/lib/social-sign-in';
import { useLanguage } from '@/lib/use-language';
import styles from './account-forms.module.css';

interface SocialSignInProps {
  /** The account type the sign-in is for: fan, artist, park, parent or myself (§7 Browser navigation). */
  type: string;
  /** LINE is offered in the park area only (§1). */
  providers: readonly TSocialProvider[];
}

/** 'Continue with Google' / 'Continue with LINE': links that leave for the provider, in the parent frame (§2.4). */
export function SocialSignIn({ type, providers }: SocialSignInProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { next } = useNextPath();
  return (
    <div className={styles.social}>
      <p className={styles.or}>
        <span>{t('auth.form.or')}</span>
      </p>
      {providers.map((provider) => (
        <a
          key={provider}
          href={socialSignInUrl(provider, type, language, next)}
          target="_parent"
          className={styles.socialLink}
        >
          {provider === 'google' ? (
            <span className={styles.google} aria-hidden="true">
              G
            </span>
          ) : (
            <span className={styles.line} aria-hidden="true">
              LINE
            </span>
          )}
          {t(provider === 'google' ? 'auth.form.continueWithGoogle' : 'auth.form.continueWithLine')}
        </a>
      ))}
    </div>
  );
}
