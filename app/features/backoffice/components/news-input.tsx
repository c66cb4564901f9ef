// The news message input (PRODUCT §2): grows with its text up to 30% of the window's height, Ctrl+Enter (⌘+Enter on
// a Mac) sends. The date of the news is optional: empty is today.
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DateInput } from '#app/components/ui/date-input.tsx';
import styles from './news-input.module.css';

export const NEWS_INPUT_MAX_SHARE = 0.3;

const t = backofficeTexts.news;

export function NewsInput({
  value,
  onChange,
  date,
  onDateChange,
  onSend,
  busy,
  editing,
  onCancel,
}: {
  value: string;
  onChange: (value: string) => void;
  /** '21.11.2026', or '' for today. */
  date: string;
  onDateChange: (date: string) => void;
  onSend: () => void;
  busy: boolean;
  editing: boolean;
  onCancel: () => void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    node.style.height = 'auto';
    const max = Math.round(window.innerHeight * NEWS_INPUT_MAX_SHARE);
    node.style.height = `${Math.min(node.scrollHeight, max)}px`;
    node.style.overflowY = node.scrollHeight > max ? 'auto' : 'hidden';
  }, [value]);

  const canSend = value.trim() !== '' && !busy;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canSend) onSend();
    }
  };

  return (
    <div className={styles.box} data-editing={editing || undefined}>
      {editing && (
        <div className={styles.editing}>
          <span>{t.editing}</span>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t.cancelEdit}
          </Button>
        </div>
      )}
      <DateInput
        label={t.date}
        placeholder={t.dateToday}
        value={date}
        onChange={onDateChange}
        className={styles.date}
      />
      <div className={styles.row}>
        <textarea
          ref={area}
          className={styles.input}
          value={value}
          rows={2}
          maxLength={20_000}
          placeholder={t.placeholder}
          aria-label={t.label}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={onSend} disabled={!canSend} loading={busy}>
          {editing ? t.save : t.send}
        </Button>
      </div>
    </div>
  );
}
