// «Застройщик» with the builder company's logo and name, under a complex's title. Public: a sent link's preview shows
// it too (who builds is no sales contact).
import type { TPublicCompany } from '#shared/schemas/object.ts';
import { companyPublicTexts as t } from '#shared/texts/company-public.ts';
import { BuildingIcon } from '#app/components/ui/icons.tsx';
import { fileUrl } from '#app/lib/api-origin.ts';
import styles from './builder-company.module.css';

export function BuilderCompany({ company }: { company: TPublicCompany }) {
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
        <span className={styles.name}>{company.name}</span>
      </span>
    </p>
  );
}
