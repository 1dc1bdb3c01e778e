import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { PostForm } from '../components/post-form';
import styles from '../components/post-page.module.css';

/**
 * New Post '/add-post' (docs/product.md §2.10): the post form; a saved post opens its details
 * (docs/product.md#rule-170). RequireMainType guards it in the router.
 */
export function AddPostRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();

  return (
    <AppShell pageId="add-post" title={t('posts.add.title')} backTo={paths.myProfile.getHref()}>
      <div className={styles.page}>
        {session && (
          <PostForm userId={session._id} onSaved={(post) => void navigate(paths.postDetails.getHref(post._id))} />
        )}
      </div>
    </AppShell>
  );
}
