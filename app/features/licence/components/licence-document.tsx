// The user agreement (or another legal document of the same shape, such as the personal-data consent) as a
// readable document with a table of contents.
import { licence, type LicenceSection } from '#shared/texts/licence.ts';
import styles from './licence-document.module.css';

const anchor = (index: number) => `section-${index + 1}`;

export interface LegalDocument {
  title: string;
  edition: string;
  intro: string;
  sections: readonly LicenceSection[];
}

export function LicenceDocument({ document: doc = licence }: { document?: LegalDocument }) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{doc.title}</h1>
        <p className={styles.edition}>{doc.edition}</p>
      </header>
      <nav className={styles.toc} aria-label={doc.title}>
        <ol>
          {doc.sections.map((section, i) => (
            <li key={section.title}>
              <a
                href={`#${anchor(i)}`}
                onClick={(event) => {
                  // Scroll by hand: under the wrapper's hash router the hash is the route.
                  event.preventDefault();
                  window.document.getElementById(anchor(i))?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {section.title.replace(/^\d+\.\s*/, '')}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <p className={styles.intro}>{doc.intro}</p>
      {doc.sections.map((section, i) => (
        <section key={section.title} id={anchor(i)} className={styles.section}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
