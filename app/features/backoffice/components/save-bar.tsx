// The bar with «Сохранить» that appears only while a tab's form has changes (PRODUCT §5).
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import styles from './save-bar.module.css';

const t = backofficeTexts.editor;

export function SaveBar({
  visible,
  saving,
  onCancel,
}: {
  visible: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  if (!visible) return null;
  return (
    <div className={styles.bar} role="region" aria-label={t.unsaved}>
      <span className={styles.text}>{t.unsaved}</span>
      <Button variant="ghost" onClick={onCancel} disabled={saving}>
        {t.cancel}
      </Button>
      <Button type="submit" loading={saving}>
        {t.save}
      </Button>
    </div>
  );
}
