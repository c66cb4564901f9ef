// #flats: the buildings (PRODUCT §2): drag sorting, selection delete, add; each opens its page with the sections.
import { useNavigate } from 'react-router';
import { countOf, formatQuarter } from '#shared/format.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { SortableList } from '#app/components/sortable-list/sortable-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { usePrompt } from '#app/components/ui/dialogs.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { BuildingIcon, ChevronRightIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { paths } from '#app/lib/paths.ts';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { createPavilionOf, deletePavilionsOf, reorderPavilionsOf } from '#app/resources/backoffice.ts';
import row from '#app/styles/list-row.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './list-tabs.module.css';

const t = backofficeTexts.buildings;

export function FlatsTab({ object }: { object: TBackofficeObject }) {
  const navigate = useNavigate();
  const prompt = usePrompt();
  const change = useObjectChange(object.id);
  const create = useObjectChange(object.id, { success: t.created });

  const add = async () => {
    const name = await prompt({
      title: t.add,
      label: t.namePrompt,
      placeholder: t.namePlaceholder,
      initialValue: fill(t.defaultName, object.pavilions.length + 1),
      maxLength: 100,
    });
    if (name) create.mutate(() => createPavilionOf(object.id, name));
  };

  return (
    <div className={layout.stack}>
      <SortableList
        items={object.pavilions}
        getKey={(p) => p.id}
        label={backofficeTexts.editor.tabs.flats}
        onOpen={(p) => navigate(paths.builderPavilion(object.id, p.id))}
        actions={
          <Button
            icon={<PlusIcon size={20} />}
            size="sm"
            onClick={() => void add()}
            loading={create.isPending}
          >
            {t.add}
          </Button>
        }
        onReorder={(order) => change.mutateAsync(() => reorderPavilionsOf(object.id, order.map(Number)))}
        onDelete={(keys) => change.mutateAsync(() => deletePavilionsOf(object.id, keys.map(Number)))}
        empty={<EmptyState icon={<BuildingIcon size={36} />} title={t.empty} text={t.emptyHint} />}
        renderItem={(p, { selecting }) => (
          <div className={row.row}>
            <span className={row.text}>
              <span className={row.title}>{p.name}</span>
              <span className={row.meta}>
                {p.sections.length ? countOf(p.sections.length, t.sections) : t.noSections}
                {' · '}
                {countOf(p.flatsCount, backofficeTexts.objects.flats)}
                {p.dateBuild ? ` · ${formatQuarter(p.dateBuild)}` : ''}
              </span>
              {!p.published && <span className={styles.plate}>{ru.backoffice.pavilionUnpublished}</span>}
            </span>
            {!selecting && <ChevronRightIcon size={20} className={styles.chevron} />}
          </div>
        )}
      />
    </div>
  );
}
