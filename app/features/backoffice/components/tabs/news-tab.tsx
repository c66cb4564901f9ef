// #news: the complex's news, newest first, each with «Изменить» and «Удалить»; the input below, with an optional
// date (today when empty), sends on Ctrl+Enter.
import { useState } from 'react';
import { formatDate, formatDateTime } from '#shared/format.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { createNews, deleteNews, updateNews } from '#app/resources/backoffice.ts';
import { htmlToText, textToHtml } from '../../lib/news-html.ts';
import { NewsInput } from '../news-input.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './news-tab.module.css';

const t = backofficeTexts.news;

export function NewsTab({ object }: { object: TBackofficeObject }) {
  const confirm = useConfirm();
  const change = useObjectChange(object.id);
  const [text, setText] = useState('');
  // '' is today; a news item being edited starts from its own date.
  const [date, setDate] = useState('');
  const [editing, setEditing] = useState<{ id: number; date: string } | null>(null);

  const reset = () => {
    setText('');
    setDate('');
    setEditing(null);
  };

  const send = () => {
    const html = textToHtml(text);
    if (!html) return;
    const request =
      editing === null
        ? () => createNews(object.id, html, date)
        : () => updateNews(object.id, editing.id, html, date !== editing.date ? date : undefined);
    change.mutate(request, { onSuccess: reset });
  };

  const remove = async (newsId: number) => {
    if (!(await confirm({ title: t.deleteConfirm, confirmLabel: t.delete, danger: true }))) return;
    change.mutate(() => deleteNews(object.id, newsId), {
      onSuccess: () => {
        if (editing?.id === newsId) reset();
      },
    });
  };

  return (
    <div className={layout.stack}>
      {object.news.length === 0 ? (
        <EmptyState title={t.empty} text={t.emptyHint} />
      ) : (
        <ol className={styles.feed} aria-label={backofficeTexts.editor.tabs.news}>
          {object.news.map((item) => (
            <li key={item.id} className={styles.item} data-editing={editing?.id === item.id || undefined}>
              <time className={styles.date} dateTime={item.created}>
                {formatDateTime(item.created)}
              </time>
              {/* Sanitized on the server (sanitize-html): only simple formatting and safe links. */}
              <div className={styles.text} dangerouslySetInnerHTML={{ __html: item.text }} />
              <div className={styles.actions}>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    const itemDate = formatDate(item.created);
                    setEditing({ id: item.id, date: itemDate });
                    setText(htmlToText(item.text));
                    setDate(itemDate);
                  }}
                >
                  {t.edit}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void remove(item.id)}>
                  {t.delete}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <NewsInput
        value={text}
        onChange={setText}
        date={date}
        onDateChange={setDate}
        onSend={send}
        busy={change.isPending}
        editing={editing !== null}
        onCancel={reset}
      />
    </div>
  );
}
