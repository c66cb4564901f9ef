// The sheet 'Новый объект' (SPEC §2): a title and a structure type; the new complex opens in the editor.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Structure, type TStructure } from '#shared/enums.ts';
import { ru } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { useCreateObject } from '#app/resources/backoffice.ts';
import { reportError } from '../hooks/use-object-change.ts';
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
  const [title, setTitle] = useState('');
  const [type, setType] = useState<TStructure | null>(Structure.apart);
  const [tried, setTried] = useState(false);
  const fieldError = (name: string) =>
    create.error instanceof ApiError ? create.error.fieldError(name) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!title.trim() || type === null) return;
    create.mutate(
      { title: title.trim(), type },
      {
        onSuccess: (object) => {
          onClose();
          navigate(paths.builderObject(object.id, 'description'));
        },
        onError: (error) => reportError(error, { keep422: true }),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t.titleLabel}
        value={title}
        onChange={setTitle}
        placeholder={t.titlePlaceholder}
        maxLength={200}
        required
        showError={tried}
        error={fieldError('title')}
        autoFocus
        data-autofocus
      />
      <Select
        label={t.typeLabel}
        value={type}
        onChange={setType}
        options={Structure.options}
        required
        showError={tried}
        error={fieldError('type')}
      />
      <Button type="submit" block loading={create.isPending}>
        {t.create}
      </Button>
    </form>
  );
}
