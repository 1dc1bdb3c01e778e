import { useTranslation } from 'react-i18next';
import { AppShell } from '@/components/app-shell/app-shell';
import { LegalLinks } from '@/components/legal-links/legal-links';
import { PRODUCT_NAME } from '@/config/product';
import { useSocialRedirect } from '@/lib/social-redirect';
import { PastEventsSection } from '../components/past-events-section';
import { UpcomingSection } from '../components/upcoming-section';

/** Home '/' (docs/product.md §2.5): upcoming events carousel and previous winners by city. */
export function HomeRoute() {
  const { t } = useTranslation();
  // Spec §2.5: Home also lands the Google / LINE sign-in (§4 Social-login redirect).
  useSocialRedirect();
  return (
    <AppShell pageId="home" title={t('home.title', { product: PRODUCT_NAME })}>
      <UpcomingSection />
      <PastEventsSection />
      <LegalLinks />
    </AppShell>
  );
}
