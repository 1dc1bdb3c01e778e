import type { TUserPost } from '@artclash/contract';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PostImage } from '@/components/post-image/post-image';
import { cameFromHere } from '@/lib/came-from';
import styles from './post-grid.module.css';

/** Three columns in a phone-width column: each image is about a third of 480 px, or of the screen. */
const COLUMN_SIZES = '(max-width: 480px) 33vw, 160px';

/**
 * The Posts tab (§2.9): a 3-column masonry of post images, each opening its details, which lead back
 * to this profile (docs/product.md#rule-176).
 */
export function PostGrid({ posts, label }: { posts: TUserPost[]; label: string }) {
  const location = useLocation();
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post) => (
        <li key={post._id} className={styles.item}>
          <Link to={paths.postDetails.getHref(post._id)} state={cameFromHere(location)} className={styles.link}>
            <PostImage post={post} sizes={COLUMN_SIZES} className={styles.image} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
