import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { PaletteIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/state/empty-state';
import stateStyles from '@/components/state/state.module.css';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useCameFrom } from '@/lib/came-from';
import { useSession } from '@/lib/session';
import { usePost } from '../api/get-post';
import { PostForm } from '../components/post-form';
import { PostNotFound } from '../components/post-not-found';
import styles from '../components/post-page.module.css';

/**
 * Update Post '/update-post/{postId}' (docs/product.md §2.10): the post form prefilled from the post;
 * without a new image the stored one stays (docs/product.md#rule-136, #rule-172). Only the author gets the form.
 * The way back to the details keeps the page the details were opened from (docs/product.md#rule-176).
 */
export function UpdatePostRoute() {
  const { t } = useTranslation();
  const { postId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const query = usePost(postId);
  const { keepCameFrom } = useCameFrom();
  const loading = (
    <p className={styles.loading} role="status">
      {t('posts.details.loading')}
    </p>
  );

  return (
    <AppShell
      pageId="update-post"
      title={t('posts.update.title')}
      backTo={paths.postDetails.getHref(postId)}
      backState={keepCameFrom}
    >
      <div className={styles.page}>
        <QueryView query={query} loading={loading} notFound={<PostNotFound />}>
          {(post) =>
            !session ? (
              loading
            ) : post.user._id === session._id ? (
              // Keyed by the post: the form starts from the post it was opened with.
              <PostForm
                key={post._id}
                userId={session._id}
                post={post}
                onSaved={(saved) => void navigate(paths.postDetails.getHref(saved._id), { state: keepCameFrom })}
              />
            ) : (
              <EmptyState
                as="h2"
                icon={<PaletteIcon />}
                title={t('posts.update.notYours')}
                action={
                  <Link to={paths.postDetails.getHref(postId)} state={keepCameFrom} className={stateStyles.action}>
                    {t('posts.update.backToPost')}
                  </Link>
                }
              />
            )
          }
        </QueryView>
      </div>
    </AppShell>
  );
}
