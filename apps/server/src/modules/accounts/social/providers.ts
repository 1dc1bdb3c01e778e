import type { TAccountType, TLoginStatus } from '@artclash/contract';

export const SOCIAL_PROVIDERS = ['google', 'line'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

interface ProviderPolicy {
  label: string;
  loginStatus: TLoginStatus;
  /** The account types a sign-in may be started for (§7 Browser navigation). */
  types: readonly TAccountType[];
  /** §6: social sign-in from the main login defaults to fan; LINE is offered only in the park area. */
  defaultType: TAccountType;
}

export const PROVIDER_POLICY: Record<SocialProvider, ProviderPolicy> = {
  google: { label: 'Google', loginStatus: 'google_login', types: ['fan', 'artist', 'park', 'parent', 'myself'], defaultType: 'fan' },
  line: { label: 'LINE', loginStatus: 'line_login', types: ['park', 'parent', 'myself'], defaultType: 'park' },
};

export const isParkType = (type: TAccountType): boolean => type === 'park' || type === 'parent' || type === 'myself';
