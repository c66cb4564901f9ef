// #contacts: the sales office's people; the list sorts, selects and deletes, «Добавить контакт» opens the form.
import { useState } from 'react';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { SortableList } from '#app/components/sortable-list/sortable-list.tsx';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { useObjectChange } from '../../hooks/use-object-change.ts';
import {
  createContact,
  deleteContact,
  inSequence,
  reorder,
  useObjectChange as useObjectMutation,
} from '#app/resources/backoffice.ts';
import { ContactForm } from '../contact-form.tsx';
import row from '#app/styles/list-row.module.css';
import layout from '#app/styles/layout.module.css';

const t = backofficeTexts.contacts;

export function ContactsTab({ object }: { object: TBackofficeObject }) {
  const [adding, setAdding] = useState(false);
  const change = useObjectChange(object.id);
  // The form shows its own failures (422 on the fields, the rest as a toast): this change only caches.
  const create = useObjectMutation(object.id);

  return (
    <div className={layout.stack}>
      <SortableList
        items={object.contacts}
        getKey={(c) => c.id}
        label={backofficeTexts.editor.tabs.contacts}
        actions={
          <Button icon={<PlusIcon size={20} />} size="sm" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        }
        onReorder={(order) => change.mutateAsync(() => reorder(object.id, 'contacts', order.map(Number)))}
        onDelete={(keys) =>
          change.mutateAsync(() => inSequence(keys.map(Number), (cid) => deleteContact(object.id, cid)))
        }
        empty={<EmptyState title={t.empty} text={t.emptyHint} />}
        renderItem={(c) => (
          <div className={row.text}>
            <span className={row.title}>{c.name}</span>
            <span className={row.meta}>{c.position}</span>
            <span className={row.meta}>
              {[c.phone, c.phone2, c.email, c.email2].filter(Boolean).join(' · ')}
            </span>
          </div>
        )}
      />
      <BottomSheet open={adding} onClose={() => setAdding(false)} title={t.sheetTitle}>
        {adding && (
          <ContactForm
            onSubmit={(contact) =>
              create.mutateAsync(() => createContact(object.id, contact)).then(() => setAdding(false))
            }
          />
        )}
      </BottomSheet>
    </div>
  );
}
