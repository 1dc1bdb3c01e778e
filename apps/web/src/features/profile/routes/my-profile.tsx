import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import buttons from '@/components/button/button.module.css';
import { PlusIcon } from '@/components/icons/icons';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { useUserDetails } from '@/lib/accounts/get-user';
import { useSession } from '@/lib/session';
import { BioModal } from '../components/bio-modal';
import { ImageModal } from '../components/image-modal';
import { ProfileHead, ProfileHeadSkeleton } from '../components/profile-head';
import { ProfileTabs } from '../components/profile-tabs';
import { UserEventsTab, UserPostsTab } from '../components/user-content-tabs';
import styles from '../components/profile-page.module.css';

/**
 * My Profile '/my-profile' (docs/product.md §2.9): the signed-in user's face with the image and bio
 * modals, the real Uploads and Views counts (docs/product.md#rule-137), New Post, and the Posts and
 * Events tabs. RequireMainType guards it in the router.
 */
export function MyProfileRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const details = useUserDetails(session, { onEntry: true });
  const [editing, setEditing] = useState<'image' | 'bio' | null>(null);
  const userId = session?._id ?? '';

  return (
    <AppShell pageId="profile3" title={t('profile.my.title')} backTo={paths.home.getHref()}>
      <div className={styles.page}>
        <QueryView query={details} loading={<ProfileHeadSkeleton />}>
          {(profile) => (
            <ProfileHead
              profile={profile}
              onEditImage={() => setEditing('image')}
              onEditBio={() => setEditing('bio')}
            />
          )}
        </QueryView>

        <Link to={paths.addPost.getHref()} className={`${buttons.primary} ${buttons.block}`}>
          <PlusIcon width={20} height={20} />
          {t('profile.my.newPost')}
        </Link>

        <ProfileTabs
          render={(tab) =>
            tab === 'posts' ? (
              <UserPostsTab userId={userId} empty={t('profile.my.noPosts')} />
            ) : (
              <UserEventsTab userId={userId} empty={t('profile.my.noEvents')} />
            )
          }
        />
      </div>

      <ImageModal open={editing === 'image'} onClose={() => setEditing(null)} />
      <BioModal open={editing === 'bio'} bio={details.data?.bio ?? ''} onClose={() => setEditing(null)} />
    </AppShell>
  );
}
