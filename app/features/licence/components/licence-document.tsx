// The user agreement as a readable document with a table of contents.
import { licence } from '#shared/texts/licence.ts';
import styles from './licence-document.module.css';

const anchor = (index: number) => `section-${index + 1}`;

export function LicenceDocument() {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{licence.title}</h1>
        <p className={styles.edition}>{licence.edition}</p>
      </header>
      <nav className={styles.toc} aria-label={licence.title}>
        <ol>
          {licence.sections.map((section, i) => (
            <li key={section.title}>
              <a
                href={`#${anchor(i)}`}
                onClick={(event) => {
                  // Scroll by hand: under the wrapper's hash router the hash is the route.
                  event.preventDefault();
                  document.getElementById(anchor(i))?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {section.title.replace(/^\d+\.\s*/, '')}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <p className={styles.intro}>{licence.intro}</p>
      {licence.sections.map((section, i) => (
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
