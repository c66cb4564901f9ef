// The sheet 'Новый объект' (PRODUCT §2): a title and a structure type; the new complex opens in the editor.
import { useNavigate } from 'react-router';
import { Structure, type TStructure } from '#shared/enums.ts';
import { ru } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { paths } from '#app/lib/paths.ts';
import { useCreateObject } from '#app/resources/backoffice.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { FormSelect, FormText } from '#app/components/forms/form-fields.tsx';
import styles from './forms.module.css';

const t = backofficeTexts.newObject;

export function NewObjectSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <BottomSheet open={open} onClose={onClose} title={ru.backoffice.newObject}>
      {open && <NewObjectForm onClose={onClose} />}
    </BottomSheet>
  );
}

function NewObjectForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateObject();
  const { control, form, submit, pending } = useApiForm({
    defaultValues: { title: '', type: Structure.apart as TStructure | null },
    send: async ({ title, type }) =>
      !title.trim() || type === null ? null : create.mutateAsync({ title: title.trim(), type }),
    onSuccess: (object) => {
      if (!object) return;
      onClose();
      void navigate(paths.builderObject(object.id, 'description'));
    },
  });
  // The required marks show once the user has tried to create.
  const tried = form.formState.isSubmitted;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormText
        control={control}
        name="title"
        label={t.titleLabel}
        placeholder={t.titlePlaceholder}
        maxLength={200}
        required
        showError={tried}
        autoFocus
        data-autofocus
      />
      <FormSelect
        control={control}
        name="type"
        label={t.typeLabel}
        options={Structure.options}
        required
        showError={tried}
      />
      <Button type="submit" block loading={pending}>
        {t.create}
      </Button>
    </form>
  );
}
