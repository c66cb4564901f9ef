// One news text: HTML from the server, cleaned again here before it is rendered.
import { useMemo } from 'react';
import { cleanHtml } from '../lib/clean-html.ts';
import styles from './news-html.module.css';

export function NewsHtml({ html }: { html: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} />;
}
