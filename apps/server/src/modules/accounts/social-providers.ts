import type { TAccountType, TLoginStatus, TSocialProvider } from '@artclash/contract';

interface ProviderRules {
  label: string;
  loginStatus: TLoginStatus;
  /** The account types a sign-in may be started for (§7 Browser navigation). */
  types: readonly TAccountType[];
  /** §6: social sign-in from the main login defaults to fan; LINE is offered only in the park area. */
  defaultType: TAccountType;
}

/** What each provider of SOCIAL_PROVIDERS (@artclash/contract) offers. */
export const PROVIDER_RULES: Record<TSocialProvider, ProviderRules> = {
  google: {
    label: 'Google',
    loginStatus: 'google_login',
    types: ['fan', 'artist', 'park', 'parent', 'myself'],
    defaultType: 'fan',
  },
  line: { label: 'LINE', loginStatus: 'line_login', types: ['park', 'parent', 'myself'], defaultType: 'park' },
};
