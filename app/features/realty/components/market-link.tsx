// «Сравнить с рынком» on a complex's page, for those who see «Рынок» (agents, builders, staff): the market of the
// complex's district with the complex picked for comparison.
import { Link } from 'react-router';
import { Ability, Role } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { marketCompareLink } from '#shared/texts/market-menu.ts';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { whenQueries } from '#app/components/price-history/when-queries.tsx';
import styles from './object-view.module.css';

function MarketLinkLoaded({ object }: { object: Pick<TObjectFull, 'id' | 'region' | 'subregion'> }) {
  const { data: user } = useUser();
  const sees =
    !!user &&
    (user.group === Role.agent ||
      user.group === Role.moder ||
      user.group === Role.admin ||
      user.abilities.includes(Ability.cabinet));
  if (!sees) return null;
  const to = paths.market({
    ...(object.subregion ? { districtId: object.subregion.id } : {}),
    ...(object.region ? { regionId: object.region.id } : {}),
    compare: object.id,
  });
  return (
    <p>
      <Link to={to} className={styles.more}>
        {marketCompareLink}
      </Link>
    </p>
  );
}

/** Out of the page where it is rendered without a query client (the page's component tests). */
export const MarketLink = whenQueries(MarketLinkLoaded);
