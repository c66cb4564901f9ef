// A builder's public page (/builder/{id}): the company's name and logo, its record («Сдано в срок 7 из 9»: delivered
// buildings never postponed to a later quarter), the documents moderators verified across its complexes, and its
// published complexes, under construction first, then delivered.
import { Link } from 'react-router';
import { formatQuarter } from '#shared/format.ts';
import type { TBuilderPage } from '#shared/schemas/trust.ts';
import { fill } from '#shared/texts/ru.ts';
import { trustTexts } from '#shared/texts/trust.ts';
import { fileUrl } from '#app/lib/api-origin.ts';
import { paths } from '#app/lib/paths.ts';
import text from '#app/styles/text.module.css';
import styles from './builder-page.module.css';

const t = trustTexts.builder;
type TComplex = TBuilderPage['complexes'][number];

function ComplexCard({ complex }: { complex: TComplex }) {
  const when = complex.deadline
    ? complex.delivered
      ? fill(t.deliveredIn, complex.deadline.slice(0, 4))
      : fill(t.deadline, formatQuarter(complex.deadline))
    : null;
  return (
    <li className={styles.card} data-testid="builder-complex">
      {complex.image ? (
        <img className={styles.photo} src={fileUrl(complex.image.m)} alt="" loading="lazy" />
      ) : (
        <div className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Link to={paths.realty(complex.id)} className={styles.title}>
          {complex.title}
        </Link>
        {complex.district && <span className={text.secondary}>{complex.district}</span>}
        {when && <span className={text.secondary}>{when}</span>}
        <span className={styles.flags}>
          {complex.escrowVerified && (
            <span className={styles.flag} data-kind="escrow">
              {trustTexts.filter.escrow}
            </span>
          )}
          {complex.deadlineShifts > 0 && <span className={styles.flag}>{t.shifted}</span>}
        </span>
      </div>
    </li>
  );
}

function Complexes({ title, list }: { title: string; list: TComplex[] }) {
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      <ul className={styles.grid}>
        {list.map((complex) => (
          <ComplexCard key={complex.id} complex={complex} />
        ))}
      </ul>
    </section>
  );
}

export function BuilderPageView({ page }: { page: TBuilderPage }) {
  const building = page.complexes.filter((c) => !c.delivered);
  const delivered = page.complexes.filter((c) => c.delivered);
  return (
    <>
      <div className={styles.head}>
        {page.logo && <img className={styles.logo} src={fileUrl(page.logo)} alt="" />}
        <span className={styles.record} data-testid="builder-record">
          {page.record.delivered > 0
            ? fill(t.record, String(page.record.onTime), String(page.record.delivered))
            : t.noRecord}
        </span>
      </div>
      {page.documents.length > 0 && (
        <section className={styles.section} aria-label={t.documents}>
          <h2>{t.documents}</h2>
          <ul className={styles.documents}>
            {page.documents.map((doc) => (
              <li key={doc.field} className={styles.document}>
                {trustTexts.fields[doc.field]}: {doc.complexes} {t.complexes[0]}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Complexes title={t.building} list={building} />
      <Complexes title={t.delivered} list={delivered} />
    </>
  );
}
