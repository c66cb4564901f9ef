// A collection in the list: up to four photos of its objects, its name, how many objects, when it changed, and
// its rename and delete actions.
import { Link } from 'react-router';
import { countOf, formatDate } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TCollectionSummary } from '#shared/schemas/collections.ts';
import { ResponsiveImage } from '#app/components/object-card/responsive-image.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FolderIcon } from '#app/components/ui/icons.tsx';
import styles from './collection-tile.module.css';

export interface CollectionTileProps {
  collection: TCollectionSummary;
  href: string;
  onRename: () => void;
  onDelete: () => void;
}

export function CollectionTile({ collection, href, onRename, onDelete }: CollectionTileProps) {
  const images = collection.images.slice(0, 4);
  return (
    <article className={styles.tile} data-testid="collection-tile">
      <Link to={href} className={styles.link}>
        <div className={styles.mosaic} data-count={images.length}>
          {images.length === 0 ? (
            <div className={styles.noPhotos}>
              <FolderIcon size={32} />
              <span>{collectionTexts.tile.noPhotos}</span>
            </div>
          ) : (
            images.map((image) => (
              <ResponsiveImage
                key={image.id}
                image={image}
                alt=""
                sizes="(min-width: 1024px) 180px, 50vw"
                className={styles.photo}
              />
            ))
          )}
        </div>
        <div className={styles.text}>
          <h2 className={styles.name}>{collection.name}</h2>
          <p className={styles.meta}>
            {countOf(collection.objectsCount, collectionTexts.objects)} ·{' '}
            {fill(collectionTexts.list.updated, formatDate(collection.updatedAt))}
          </p>
        </div>
      </Link>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onRename}>
          {collectionTexts.one.rename}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} className={styles.danger}>
          {collectionTexts.one.delete}
        </Button>
      </div>
    </article>
  );
}
