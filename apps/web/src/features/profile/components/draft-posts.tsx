import type { TUserPost } from '@artclash/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import buttons from '@/components/button/button.module.css';
import { PostImage } from '@/components/post-image/post-image';
import { paths } from '@/config/paths';
import { cameFromHere } from '@/lib/came-from';
import styles from './draft-posts.module.css';

/**
 * The owner's drafts made from the photos of their canvases at battles (docs/decisions.md#425), above their posts:
 * each opens the post form, whose save publishes it. Only the owner is ever sent them.
 */
export function DraftPosts({ posts }: { posts: TUserPost[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const headingId = useId();
  return (
    <section className={styles.drafts} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('profile.my.drafts')}
      </h2>
      <p className={styles.about}>{t('profile.my.draftsAbout')}</p>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post._id} className={styles.draft}>
            <PostImage post={post} sizes="96px" className={styles.image} />
            <div className={styles.text}>
              <p className={styles.name}>{post.title}</p>
              <Link
                to={paths.updatePost.getHref(post._id)}
                state={cameFromHere(location)}
                className={buttons.secondary}
              >
                {t('profile.my.completeDraft')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
