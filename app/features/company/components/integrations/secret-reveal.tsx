// A secret shown once (a webhook's signing secret, an API key): selectable, copyable, and gone after «Готово».
import { integrationTexts as t } from '#shared/texts/integrations.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast-store.ts';
import textStyles from '#app/styles/text.module.css';
import styles from './integrations.module.css';

export function SecretReveal({
  title,
  text,
  value,
  onDone,
}: {
  title: string;
  text: string;
  value: string;
  onDone: () => void;
}) {
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    toast(t.copied, { tone: 'success' });
  };
  return (
    <div className={styles.secret} role="status" data-testid="secret-reveal">
      <strong>{title}</strong>
      <p className={textStyles.note}>{text}</p>
      <code className={styles.secretValue} data-testid="secret-value">
        {value}
      </code>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t.done}
        </Button>
      </div>
    </div>
  );
}
