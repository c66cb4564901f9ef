// «Скачать PDF»: the shared collection as a file (a cover with the agent, a page per object). The PDF is public like
// the page; from the collection's own page a link is made first when the collection has none yet.
import { useState } from 'react';
import { snapshotPdfTexts } from '#shared/texts/snapshot-pdf.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DownloadIcon } from '#app/components/ui/icons.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { snapshotPdfHref, useSnapshotLink } from '#app/resources/snapshot.ts';
import buttons from '#app/components/ui/button.module.css';

const t = snapshotPdfTexts;

export function SnapshotPdfLink({ snapshotId }: { snapshotId: string }) {
  return (
    <a
      className={`${buttons.button} ${buttons.secondary} ${buttons.sm}`}
      href={snapshotPdfHref(snapshotId)}
      download
      data-testid="snapshot-pdf"
    >
      <DownloadIcon size={18} />
      <span className={buttons.label}>{t.download}</span>
    </a>
  );
}

/** On the collection's page: its latest link's PDF, or a new link's when it was never sent. */
export function CollectionPdfButton({
  collectionId,
  snapshotId,
}: {
  collectionId: number;
  snapshotId: string | null;
}) {
  const { make } = useSnapshotLink(collectionId);
  const [busy, setBusy] = useState(false);
  if (snapshotId) return <SnapshotPdfLink snapshotId={snapshotId} />;
  const download = async () => {
    setBusy(true);
    try {
      const { id } = await make.mutateAsync();
      window.location.assign(snapshotPdfHref(id));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<DownloadIcon size={18} />}
      loading={busy}
      onClick={() => void download()}
      data-testid="snapshot-pdf"
    >
      {t.download}
    </Button>
  );
}
