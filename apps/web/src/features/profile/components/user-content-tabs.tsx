import { useTranslation } from 'react-i18next';
import buttons from '@/components/button/button.module.css';
import { Skeleton } from '@/components/skeleton/skeleton';
import { EmptyState } from '@/components/state/empty-state';
import { useParticipatedEvents } from '../api/get-participated-events';
import { useUserPosts } from '../api/get-user-posts';
import { DraftPosts } from './draft-posts';
import { PostGrid } from './post-grid';
import { ProfileEventList } from './profile-event-list';
import styles from './profile-page.module.css';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('profile.my.loadError')}
      action={
        <button type="button" className={`${buttons.outline} ${styles.retry}`} onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

const GridSkeleton = () => (
  <div className={styles.gridSkeleton}>
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height={140} radius={8} />
    ))}
  </div>
);

/**
 * The Posts tab: the posts of `userId` the viewer may see (all of them for the owner), or `empty`; the owner's drafts
 * from battles above them (docs/decisions.md#425).
 */
export function UserPostsTab({ userId, empty }: { userId: string; empty: string }) {
  const { t } = useTranslation();
  const { data: posts, isError, refetch } = useUserPosts(userId);
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (!posts) return <GridSkeleton />;
  const drafts = posts.filter((post) => post.draft);
  const published = posts.filter((post) => !post.draft);
  return (
    <>
      {drafts.length > 0 && <DraftPosts posts={drafts} />}
      {published.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <PostGrid posts={published} label={t('profile.my.postsTab')} />
      )}
    </>
  );
}

/** The Events tab: the events `userId` took part in (docs/product.md#rule-142), or `empty`. */
export function UserEventsTab({ userId, empty }: { userId: string; empty: string }) {
  const { t } = useTranslation();
  const { data: events, isError, refetch } = useParticipatedEvents(userId);
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (!events) return <Skeleton height={80} radius={14} />;
  if (events.length === 0) return <EmptyState title={empty} />;
  return <ProfileEventList events={events} label={t('profile.my.eventsTab')} />;
}
