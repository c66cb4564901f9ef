// The chessboard editor page (/builder_cabinet/{id}/{pavilion}/{section}): the section's header with its publishing
// (given by the route), the plate when unpublished, and the view mode or, with the hash #edit, the structure mode.
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { BackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useSection } from '#app/resources/chess-editor.ts';
import { SectionView } from './section-view.tsx';
import { LoadFailure } from './load-failure.tsx';
import { StructureEditor } from './structure-editor.tsx';
import screen from '#app/styles/screen.module.css';
import styles from './chess-editor.module.css';

const t = chessEditorTexts.editor;

export function ChessEditor({
  objectId,
  pavilionId,
  sectionId,
  publishControl,
}: {
  objectId: number;
  pavilionId: number;
  sectionId: number;
  /** The section's publish button (the building page's feature provides it). */
  publishControl?: (section: TBackofficeSection) => ReactNode;
}) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const query = useSection(pavilionId, sectionId);
  const editing = hash === '#edit';

  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <LoadFailure
        error={query.error}
        missingTitle={t.sectionNotFound}
        failedTitle={t.loadFailed}
        back={<Link to={paths.builderPavilion(objectId, pavilionId)}>{t.toPavilion}</Link>}
        onRetry={() => void query.refetch()}
      />
    );

  const section = query.data;
  return (
    <div className={styles.page} data-editing={editing || undefined}>
      <DocumentTitle title={`${section.name} · ${section.pavilion.name}`} />
      <BackHeader
        label={section.pavilion.name}
        fallback={paths.builderPavilion(section.objectId, section.pavilionId)}
        onBack={() => navigate(paths.builderPavilion(section.objectId, section.pavilionId))}
        sticky={false}
      />
      <header className={screen.header}>
        <div className={screen.heading}>
          <h1 className={styles.title}>{section.name}</h1>
          <p className={styles.subtitle}>
            <Link to={paths.builderObject(section.objectId, 'flats')}>{section.object.title}</Link>
            {' · '}
            <Link to={paths.builderPavilion(section.objectId, section.pavilionId)}>
              {section.pavilion.name}
            </Link>
          </p>
        </div>
        {!editing && publishControl && <div className={styles.publish}>{publishControl(section)}</div>}
      </header>
      {!section.published && <p className={styles.plate}>{ru.backoffice.sectionUnpublished}</p>}
      {editing ? (
        <StructureEditor
          key={section.id}
          section={section}
          onLeave={() => navigate({ hash: '' }, { replace: true, preventScrollReset: true })}
        />
      ) : (
        <SectionView
          section={section}
          onEditStructure={() => navigate({ hash: 'edit' }, { preventScrollReset: true })}
        />
      )}
    </div>
  );
}
