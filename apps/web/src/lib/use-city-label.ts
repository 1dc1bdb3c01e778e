import type { THomeCity } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';

const labelKey = {
  Tokyo: 'home.cities.tokyo',
  Taiwan: 'home.cities.taiwan',
  'Hong Kong': 'home.cities.hongKong',
  Seoul: 'home.cities.seoul',
  Singapore: 'home.cities.singapore',
} as const satisfies Record<THomeCity, string>;

/** A home tab's name in the interface language (home's tabs, the console's city select). */
export const useCityLabel = () => {
  const { t } = useTranslation();
  return (city: THomeCity) => t(labelKey[city]);
};
