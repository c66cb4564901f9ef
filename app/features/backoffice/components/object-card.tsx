// A complex in «Мои объекты»: cover, title, address, figures; an unpublished one is marked.
import { Link } from 'react-router';
import { Structure } from '#shared/enums.ts';
import { countOf, formatPriceShort } from '#shared/format.ts';
import type { TBackofficeCard } from '#shared/schemas/backoffice.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { BuildingIcon } from '#app/components/ui/icons.tsx';
import { paths } from '#app/lib/paths.ts';
import text from '#app/styles/text.module.css';
import styles from './object-card.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = backofficeTexts.objects;

export function ObjectCard({ object }: { object: TBackofficeCard }) {
  return (
    <Link to={paths.builderObject(object.id)} className={styles.card} data-published={object.published}>
      <div className={styles.cover}>
        {object.image ? (
          <img src={fileUrl(object.image.m)} alt="" loading="lazy" />
        ) : (
          <BuildingIcon size={40} className={styles.placeholder} />
        )}
        <span className={styles.badge} data-published={object.published}>
          {object.published ? t.published : t.unpublished}
        </span>
      </div>
      <div className={styles.body}>
        <span className={styles.type}>{Structure.title(object.type)}</span>
        <h2 className={styles.title}>{object.title}</h2>
        <p className={text.secondary}>{object.address || t.noAddress}</p>
        <p className={styles.figures}>
          <span>{countOf(object.pavilionsCount, t.buildings)}</span>
          <span>{countOf(object.flatsCount, t.flats)}</span>
          {object.saleCount > 0 && <span>{fill(t.onSale, object.saleCount)}</span>}
          {object.priceFrom != null && <span>{fill(t.priceFrom, formatPriceShort(object.priceFrom))}</span>}
        </p>
      </div>
    </Link>
  );
}
