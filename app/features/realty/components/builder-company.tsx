// «Застройщик» with the builder company's logo and name, under a complex's title. Public: a sent link's preview shows
// it too (who builds is no sales contact).
import type { TPublicCompany } from '#shared/schemas/object.ts';
import { companyPublicTexts as t } from '#shared/texts/company-public.ts';
import { BuildingIcon } from '#app/components/ui/icons.tsx';
import { fileUrl } from '#app/lib/api-origin.ts';
import { paths } from '#app/lib/paths.ts';
import { Link } from 'react-router';
import styles from './builder-company.module.css';

/** `linked`: the name opens the builder's page (not in a sent link's preview, which stays on its own page). */
export function BuilderCompany({ company, linked = false }: { company: TPublicCompany; linked?: boolean }) {
  return (
    <p className={styles.company} data-testid="builder-company">
      {company.logoUrl ? (
        <img className={styles.logo} src={fileUrl(company.logoUrl)} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.logo} ${styles.noLogo}`} aria-hidden="true">
          <BuildingIcon size={22} />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.label}>{t.builder}</span>
        {/* A colon for screen readers and copying: «Застройщик: ГК …». */}
        <span className={styles.colon}>: </span>
        {linked ? (
          <Link to={paths.builderPage(company.id)} className={styles.name}>
            {company.name}
          </Link>
        ) : (
          <span className={styles.name}>{company.name}</span>
        )}
      </span>
    </p>
  );
}
