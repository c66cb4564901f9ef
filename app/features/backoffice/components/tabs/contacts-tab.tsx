// #contacts: the sales office's people; the list sorts, selects and deletes, «Добавить контакт» opens the form.
import { useState } from 'react';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import {
  createContact,
  deleteContact,
  useObjectChange as useObjectMutation,
} from '#app/resources/backoffice.ts';
import { ContactForm } from '../contact-form.tsx';
import { ObjectList } from './object-list.tsx';
import row from '#app/styles/list-row.module.css';
import layout from '#app/styles/layout.module.css';

const t = backofficeTexts.contacts;

export function ContactsTab({ object }: { object: TBackofficeObject }) {
  const [adding, setAdding] = useState(false);
  // The form shows its own failures (422 on the fields, the rest as a toast): this change only caches.
  const create = useObjectMutation(object.id);

  return (
    <div className={layout.stack}>
      <ObjectList
        object={object}
        list="contacts"
        items={object.contacts}
        label={backofficeTexts.editor.tabs.contacts}
        add={{ label: t.add, onClick: () => setAdding(true) }}
        remove={deleteContact}
        empty={{ title: t.empty, text: t.emptyHint }}
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
