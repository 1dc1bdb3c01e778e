import { HOME_CITIES, type THomeCity } from '@artclash/contract/values';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityLabel } from '@/lib/use-city-label';
import styles from './city-tabs.module.css';

export const cityTabId = (city: THomeCity) => `city-tab-${city.replace(/\s+/g, '-').toLowerCase()}`;
export const CITY_PANEL_ID = 'city-panel';

interface CityTabsProps {
  selected: THomeCity;
  onSelect: (city: THomeCity) => void;
}

/** docs/product.md#rule-9: the city tabs filter past events; a WAI-ARIA tablist with arrow-key navigation. */
export function CityTabs({ selected, onSelect }: CityTabsProps) {
  const { t } = useTranslation();
  const cityLabel = useCityLabel();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = HOME_CITIES.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: HOME_CITIES.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = HOME_CITIES[(moves[event.key]! + HOME_CITIES.length) % HOME_CITIES.length]!;
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`#${cityTabId(next)}`)?.focus();
  };

  return (
    <div ref={listRef} className={styles.tabs} role="tablist" aria-label={t('home.citiesLabel')} onKeyDown={onKeyDown}>
      {HOME_CITIES.map((city) => {
        const active = city === selected;
        return (
          <button
            key={city}
            id={cityTabId(city)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={active}
            aria-controls={CITY_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(city)}
          >
            {cityLabel(city)}
          </button>
        );
      })}
    </div>
  );
}
