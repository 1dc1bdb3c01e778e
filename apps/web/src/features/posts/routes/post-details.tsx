import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import buttons from '@/components/button/button.module.css';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { PencilIcon, TrashIcon } from '@/components/icons/icons';
import { PostImage } from '@/components/post-image/post-image';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useCameFrom } from '@/lib/came-from';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useDeletePost } from '../api/delete-post';
import { usePost } from '../api/get-post';
import { PostFacts } from '../components/post-facts';
import { DraftNotice } from '../components/draft-notice';
import { PostNotFound } from '../components/post-not-found';
import styles from '../components/post-page.module.css';

/** The details page's image fills the phone column. */
const DETAILS_SIZES = '(max-width: 480px) 100vw, 480px';

/**
 * Post Details '/post-details/{postId}' (docs/product.md §2.10): the post the viewer may see, with the
 * author's Edit and Delete; Delete asks first and then returns to My Profile (docs/product.md#rule-173).
 * The back arrow leads to the page the post was opened from; opened directly, to the author's public
 * profile, or My Profile for the author (docs/product.md#rule-176).
 */
export function PostDetailsRoute() {
  const { t } = useTranslation();
  const { postId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const query = usePost(postId);
  const post = query.data;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost({ userId: session?._id ?? '', postId });
  const own = Boolean(post && session && post.user._id === session._id);
  const { cameFrom, keepCameFrom } = useCameFrom();
  const backTo = cameFrom ?? (post && !own ? paths.publicProfile.getHref(post.user._id) : paths.myProfile.getHref());

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: (reply) => {
        notify('success', reply.message);
        void navigate(paths.myProfile.getHref());
      },
      onError: (failure) => {
        setConfirming(false);
        notify('error', errorMessage(failure));
      },
    });
  }

  return (
    <AppShell pageId="post-details" title={t('posts.details.title')} documentTitle={post?.title} backTo={backTo}>
      <div className={styles.page}>
        <QueryView
          query={query}
          loading={
            <p className={styles.loading} role="status">
              {t('posts.details.loading')}
            </p>
          }
          notFound={<PostNotFound />}
        >
          {(post) => (
            <>
              <PostImage post={post} sizes={DETAILS_SIZES} className={styles.image} />
              <div className={styles.headline}>
                <h2 className={styles.title}>{post.title}</h2>
                {own && (
                  <div className={styles.actions}>
                    <Link
                      to={paths.updatePost.getHref(post._id)}
                      state={keepCameFrom}
                      className={buttons.icon}
                      aria-label={t('posts.details.edit')}
                    >
                      <PencilIcon width={20} height={20} />
                    </Link>
                    <button
                      type="button"
                      className={`${buttons.icon} ${buttons.iconDanger}`}
                      aria-label={t('posts.details.delete')}
                      onClick={() => setConfirming(true)}
                    >
                      <TrashIcon width={20} height={20} />
                    </button>
                  </div>
                )}
              </div>
              {!own && <p>{t('posts.details.by', { name: post.user.username })}</p>}
              {post.draft && (
                <DraftNotice>
                  <Link to={paths.updatePost.getHref(post._id)} state={keepCameFrom}>
                    {t('profile.my.completeDraft')}
                  </Link>
                </DraftNotice>
              )}
              <PostFacts post={post} />
              <ConfirmDialog
                open={confirming}
                title={t('posts.details.confirmTitle', { title: post.title })}
                warning={t('posts.details.confirmWarning')}
                confirmLabel={t('posts.details.confirmDelete')}
                busy={remove.isPending}
                onConfirm={confirmDelete}
                onCancel={() => setConfirming(false)}
              />
            </>
          )}
        </QueryView>
      </div>
    </AppShell>
  );
}
