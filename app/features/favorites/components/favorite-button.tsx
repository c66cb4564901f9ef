// The heart of the object and offer pages: it flips once the server has confirmed (PRODUCT §4), not before.
import { realtyTexts } from '#shared/texts/realty.ts';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { HeartIcon } from '#app/components/ui/icons.tsx';
import { useToggleFavorite } from '../hooks/use-toggle-favorite.ts';
import styles from './favorite-button.module.css';

export interface FavoriteButtonProps {
  id: number;
  isOffer: boolean;
  isFavorite: boolean;
  /** icon: a round heart (headers, photos); labelled: a button with its text (the price card). */
  look?: 'icon' | 'labelled';
  /** Takes the whole width of its row. */
  block?: boolean;
}

export function FavoriteButton({
  id,
  isOffer,
  isFavorite,
  look = 'icon',
  block = false,
}: FavoriteButtonProps) {
  const toggle = useToggleFavorite();
  const label = isFavorite ? realtyTexts.favorites.remove : realtyTexts.favorites.add;
  return (
    <button
      type="button"
      className={styles.button}
      data-look={look}
      data-block={block || undefined}
      data-active={isFavorite || undefined}
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id, isOffer, favorite: !isFavorite })}
    >
      {toggle.isPending ? (
        <Spinner size={18} />
      ) : (
        <HeartIcon size={22} fill={isFavorite ? 'currentColor' : 'none'} />
      )}
      {look === 'labelled' && (
        <span>{isFavorite ? realtyTexts.favorites.added : realtyTexts.favorites.add}</span>
      )}
    </button>
  );
}
