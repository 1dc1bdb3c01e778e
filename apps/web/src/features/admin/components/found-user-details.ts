import type { TAdminFoundUser } from '@artclash/contract';
import { useTranslation } from 'react-i18next';

/**
 * What tells two users of one name apart in a console search: their e-mail and account type, as the Organisers
 * screen shows them (docs/product.md#rule-322).
 */
export function useFoundUserDetails(): (user: TAdminFoundUser) => string {
  const { t } = useTranslation();
  return (user) => {
    const type = t(`organiser.accounts.types.${user.type}`);
    return user.email ? `${user.email} · ${type}` : type;
  };
}
