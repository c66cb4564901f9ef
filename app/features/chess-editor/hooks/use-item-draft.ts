// The versions a unit's or a floor's sheet saves against (decision 018), and what happens when the save is refused as
// stale: the dialog, the section read again, and the builder's changes put on top of the fresh item (or dropped).
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { draftOnTop } from '#app/lib/draft.ts';
import { toast } from '#app/lib/toast-store.ts';
import type { TItemVersions } from '#app/resources/chess-editor.ts';
import { useSectionStaleEdit } from './use-section-stale-edit.ts';

export function useItemDraft<V extends FieldValues>(options: {
  form: UseFormReturn<V>;
  pavilionId: number;
  sectionId: number;
  /** The item's and the section's versions as the sheet opened. */
  versions: TItemVersions;
  /** The item in the fresh section, as its version and form values; undefined when it is gone. */
  pick: (section: TBackofficeSection) => { version: number; values: V } | undefined;
  onGone: () => void;
}) {
  const { form, pick } = options;
  const stale = useSectionStaleEdit(options.pavilionId, options.sectionId);
  const initial = useRef(form.getValues());
  const [base, setBase] = useState(options.versions);

  const onFresh = (section: TBackofficeSection, choice: 'apply' | 'discard') => {
    const fresh = pick(section);
    if (!fresh) return options.onGone();
    form.reset(
      choice === 'apply' ? draftOnTop(initial.current, form.getValues(), fresh.values) : fresh.values,
    );
    initial.current = fresh.values;
    setBase({ version: fresh.version, sectionVersion: section.version });
    if (choice === 'apply') toast(versionTexts.dialog.applied, { tone: 'success' });
  };

  /** A failed save: a stale one goes through the dialog, anything else to `otherwise`. */
  const failed = async (error: unknown, otherwise: () => void) => {
    if (!(await stale.handle(error, onFresh))) otherwise();
  };
  /** useApiForm's onError: true when the failure was a stale save, now the dialog's. */
  const staleHandled = (error: unknown) => stale.handle(error, onFresh);
  return { base, failed, staleHandled, dialog: stale.dialog };
}
