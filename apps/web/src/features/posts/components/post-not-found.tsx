import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaletteIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/state/empty-state';
import stateStyles from '@/components/state/state.module.css';
import { paths } from '@/config/paths';

/** A post that does not exist or that this viewer may not see: the server answers both alike (docs/product.md#rule-136). */
export function PostNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="h2"
      icon={<PaletteIcon />}
      title={t('posts.details.notFoundTitle')}
      hint={t('posts.details.notFoundBody')}
      action={
        <Link to={paths.myProfile.getHref()} className={stateStyles.action}>
          {t('posts.details.backToProfile')}
        </Link>
      }
    />
  );
}
