// The sheet 'Новый объект' (PRODUCT §2): a title and a structure type; the new complex opens in the editor.
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Structure, type TStructure } from '#shared/enums.ts';
import { ru } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { paths } from '#app/lib/paths.ts';
import { useCreateObject } from '#app/resources/backoffice.ts';
import { formFailure } from '../lib/report-error.ts';
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
  const { control, handleSubmit, setError, formState } = useForm({
    defaultValues: { title: '', type: Structure.apart as TStructure | null },
  });
  // The required marks show once the user has tried to create.
  const tried = formState.isSubmitted;

  const submit = handleSubmit(({ title, type }) => {
    if (!title.trim() || type === null) return;
    create.mutate(
      { title: title.trim(), type },
      {
        onSuccess: (object) => {
          onClose();
          navigate(paths.builderObject(object.id, 'description'));
        },
        onError: formFailure(setError),
      },
    );
  });

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
      <Button type="submit" block loading={create.isPending}>
        {t.create}
      </Button>
    </form>
  );
}
