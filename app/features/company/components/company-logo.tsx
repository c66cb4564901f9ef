// The company's logo: a square preview (the chosen file at once, the server's copy once stored), upload and removal.
import { useEffect, useRef, useState } from 'react';
import { IMAGE_UPLOAD_TYPES } from '#shared/schemas/common.ts';
import type { TCompany } from '#shared/schemas/companies.ts';
import { companyKindTitles, companyRoleTitles, companyTexts } from '#shared/texts/companies.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { BuildingIcon } from '#app/components/ui/icons.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { fileUrl } from '#app/lib/api-origin.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCompanyLogo } from '#app/resources/companies.ts';
import styles from './company.module.css';

const t = companyTexts.logo;

export function CompanyHeader({ company, editable }: { company: TCompany; editable: boolean }) {
  const { upload, remove } = useCompanyLogo(company.id);
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    const field = error instanceof ApiError ? error.fieldErrors.image?.[0] : undefined;
    toast(field ?? errorText(error), { tone: 'error' });
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      toast(t.uploaded, { tone: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      setPreview(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = async () => {
    if (!(await confirm({ title: t.removeConfirm, confirmLabel: t.remove, danger: true }))) return;
    try {
      await remove.mutateAsync();
      toast(t.removed, { tone: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  const src = preview ?? fileUrl(company.logoUrl);
  return (
    <section className={styles.header} aria-label={company.name}>
      <div className={styles.logo} data-busy={upload.isPending || undefined}>
        {src ? (
          <img src={src} alt={fill(t.alt, company.name)} data-testid="company-logo" />
        ) : (
          <BuildingIcon size={36} aria-hidden="true" />
        )}
      </div>
      <div className={styles.headerText}>
        <span className={styles.kind}>{companyKindTitles[company.kind]}</span>
        <h2 className={styles.name}>{company.name}</h2>
        {company.role && <span className={styles.myRole}>{companyRoleTitles[company.role]}</span>}
        {editable && (
          <div className={styles.logoActions}>
            <input
              ref={input}
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              className={styles.fileInput}
              onChange={(event) => void choose(event.target.files?.[0])}
              data-testid="company-logo-input"
              aria-label={company.logoUrl ? t.replace : t.upload}
              tabIndex={-1}
            />
            <Button
              size="sm"
              variant="secondary"
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {company.logoUrl ? t.replace : t.upload}
            </Button>
            {company.logoUrl && (
              <Button size="sm" variant="ghost" onClick={() => void drop()} disabled={remove.isPending}>
                {t.remove}
              </Button>
            )}
          </div>
        )}
        {editable && !company.logoUrl && <span className={styles.hint}>{t.hint}</span>}
      </div>
    </section>
  );
}
