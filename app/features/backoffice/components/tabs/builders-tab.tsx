// #builders: the complex's builders in order; «Добавить застройщика» searches the directory (debounced 300 ms),
// ticks several and attaches them by ids, or creates a new one (a name is required).
import { useState } from 'react';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import { attachBuilders, detachBuilder } from '#app/resources/backoffice.ts';
import { BuilderPicker } from '../builder-picker.tsx';
import { ObjectList } from './object-list.tsx';
import row from '#app/styles/list-row.module.css';
import layout from '#app/styles/layout.module.css';

const t = backofficeTexts.builders;

export function BuildersTab({ object }: { object: TBackofficeObject }) {
  const [adding, setAdding] = useState(false);
  const change = useObjectChange(object.id);

  return (
    <div className={layout.stack}>
      <ObjectList
        object={object}
        list="builders"
        items={object.builders}
        label={backofficeTexts.editor.tabs.builders}
        add={{ label: t.add, onClick: () => setAdding(true) }}
        remove={detachBuilder}
        empty={{ title: t.empty, text: t.emptyHint }}
        renderItem={(b) => <span className={row.title}>{b.name}</span>}
      />
      <BottomSheet open={adding} onClose={() => setAdding(false)} title={t.sheetTitle} fullSize>
        {adding && (
          <BuilderPicker
            attachedIds={object.builders.map((b) => b.id)}
            busy={change.isPending}
            onPick={(ids) =>
              change.mutate(() => attachBuilders(object.id, ids), { onSuccess: () => setAdding(false) })
            }
          />
        )}
      </BottomSheet>
    </div>
  );
}
