// The building page (/builder_cabinet/{id}/{pavilion}, PRODUCT §2): its sections with sorting, selection delete, add,
// rename and publishing; the building's own name and publishing; 'Корпус не найден' for a missing building.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isoToMonth } from '#shared/chessboard/month.ts';
import { countOf, formatQuarter, plural } from '#shared/format.ts';
import { NAME_MAX, type TSectionSummary } from '#shared/schemas/chess-editor.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { SortableList } from '#app/components/sortable-list/sortable-list.tsx';
import { BackHeader } from '#app/components/ui/back-header.tsx';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { usePrompt } from '#app/components/ui/dialogs.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { BuildingIcon, ChevronRightIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import {
  deleteSections,
  reorderSections,
  updatePavilion,
  updateSection,
  useSectionsPage,
} from '#app/resources/chess-editor.ts';
import { useBackofficeChange } from '../hooks/use-backoffice-change.ts';
import { LoadFailure } from './load-failure.tsx';
import { NewSectionSheet } from './new-section-sheet.tsx';
import { useObjectCan } from '../hooks/use-object-can.ts';
import { PublishToggle } from './publish-toggle.tsx';
import layout from '#app/styles/layout.module.css';
import screen from '#app/styles/screen.module.css';
import listRow from '#app/styles/list-row.module.css';
import styles from './pavilion-page.module.css';

const t = chessEditorTexts.pavilion;

/** «12 этажей · 8 квартир на этаже» */
export function gridSummary(section: Pick<TSectionSummary, 'rowsCount' | 'colsCount'>): string {
  return fill(t.grid, {
    floors: countOf(section.rowsCount, t.floorsForms),
    flats: `${section.colsCount} ${plural(section.colsCount, t.flatsForms)}`,
  });
}

export function PavilionPage({ objectId, pavilionId }: { objectId: number; pavilionId: number }) {
  const navigate = useNavigate();
  const prompt = usePrompt();
  const query = useSectionsPage(pavilionId);
  const can = useObjectCan(objectId);
  const change = useBackofficeChange({ success: t.saved });
  const [adding, setAdding] = useState(false);

  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <LoadFailure
        error={query.error}
        missingTitle={ru.backoffice.pavilionNotFound}
        failedTitle={t.loadFailed}
        back={<Link to={paths.builderObject(objectId, 'flats')}>{t.toObject}</Link>}
        onRetry={() => void query.refetch()}
      />
    );

  const { object, pavilion, data: sections } = query.data;
  const rename = async (title: string, current: string, save: (name: string) => Promise<unknown>) => {
    const name = await prompt({
      title,
      label: chessEditorTexts.fields.name,
      initialValue: current,
      maxLength: NAME_MAX,
    });
    if (name && name.trim() !== current) change.mutate(() => save(name.trim()));
  };

  // Every move of the date is kept and shown to buyers (issue 28): the label says so before it is saved.
  const moveDeadline = async (current: string | null) => {
    const month = await prompt({
      title: t.moveDeadlineTitle,
      label: t.moveDeadlineLabel,
      initialValue: isoToMonth(current),
      placeholder: 'ММ.ГГГГ',
      maxLength: 7,
      confirmLabel: t.moveDeadlineSave,
    });
    if (month && month !== isoToMonth(current))
      change.mutate(() => updatePavilion(object.id, pavilion.id, { dateBuild: month }));
  };

  return (
    <div className={layout.stack}>
      <DocumentTitle title={`${pavilion.name} · ${object.title}`} />
      <BackHeader
        label={object.title}
        fallback={paths.builderObject(object.id, 'flats')}
        onBack={() => navigate(paths.builderObject(object.id, 'flats'))}
        sticky={false}
      />
      <header className={screen.header}>
        <div className={screen.heading}>
          <h1 className={styles.title}>
            {pavilion.name}
            <IconButton
              label={t.rename}
              className={styles.renameButton}
              onClick={() =>
                void rename(t.renameTitle, pavilion.name, (name) =>
                  updatePavilion(object.id, pavilion.id, { name }),
                )
              }
            >
              <EditIcon />
            </IconButton>
          </h1>
          <p className={styles.subtitle}>
            {[
              countOf(pavilion.flatsCount, t.unitsForms),
              pavilion.dateBuild ? fill(t.deadline, { date: formatQuarter(pavilion.dateBuild) }) : '',
              pavilion.isFinished ? t.finished : '',
            ]
              .filter(Boolean)
              .join(' · ')}
            <IconButton
              label={t.moveDeadline}
              className={styles.renameButton}
              onClick={() => void moveDeadline(pavilion.dateBuild)}
            >
              <EditIcon />
            </IconButton>
          </p>
        </div>
        <PublishToggle
          published={pavilion.published}
          unpublishQuestion={ru.backoffice.unpublishPavilion}
          size="md"
          onChange={(published) => updatePavilion(object.id, pavilion.id, { published })}
          allowed={can.publish}
        />
      </header>
      {!pavilion.published && <p className={styles.pagePlate}>{ru.backoffice.pavilionUnpublished}</p>}

      <h2 className={styles.sectionsTitle}>{t.sections}</h2>
      <SortableList
        items={sections}
        getKey={(s) => s.id}
        label={t.sections}
        onOpen={(s) => navigate(paths.builderSection(object.id, pavilion.id, s.id))}
        onReorder={(order) => change.mutateAsync(() => reorderSections(pavilion.id, order.map(Number)))}
        onDelete={(keys) => change.mutateAsync(() => deleteSections(pavilion.id, keys.map(Number)))}
        actions={
          <Button icon={<PlusIcon size={20} />} size="sm" onClick={() => setAdding(true)}>
            {t.addSection}
          </Button>
        }
        empty={<EmptyState icon={<BuildingIcon size={36} />} title={t.empty} text={t.emptyHint} />}
        renderItem={(s, { selecting }) => (
          <div className={styles.row}>
            <span className={styles.rowText}>
              <span className={listRow.title}>{s.name}</span>
              <span className={listRow.meta}>
                {gridSummary(s)} · {fill(t.units, { n: countOf(s.flatsCount, t.unitsForms) })}
              </span>
              {!s.published && <span className={styles.plate}>{ru.backoffice.sectionUnpublished}</span>}
            </span>
            {!selecting && (
              <span className={styles.rowActions}>
                <IconButton
                  label={t.rename}
                  onClick={() =>
                    void rename(t.renameTitle, s.name, (name) => updateSection(pavilion.id, s.id, { name }))
                  }
                >
                  <EditIcon />
                </IconButton>
                <PublishToggle
                  published={s.published}
                  unpublishQuestion={ru.backoffice.unpublishSection}
                  onChange={(published) => updateSection(pavilion.id, s.id, { published })}
                  allowed={can.publish}
                />
                <ChevronRightIcon size={20} className={styles.chevron} />
              </span>
            )}
          </div>
        )}
      />
      {adding && (
        <NewSectionSheet
          pavilionId={pavilion.id}
          defaultName={fill(t.defaultSectionName, { n: sections.length + 1 })}
          defaultDate={isoToMonth(pavilion.dateBuild)}
          onClose={() => setAdding(false)}
          onCreated={(sectionId) => {
            setAdding(false);
            navigate(paths.builderSection(object.id, pavilion.id, sectionId));
          }}
        />
      )}
    </div>
  );
}

function EditIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
