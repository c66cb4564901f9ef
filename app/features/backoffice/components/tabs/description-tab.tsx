// #description: the title, the description and the site.
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useObjectUpdateForm } from '../../hooks/use-object-form.ts';
import { orNull, textValue } from '../../lib/form-values.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import styles from '../forms.module.css';

const f = backofficeTexts.fields;

export function DescriptionTab({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel, conflict } = useObjectUpdateForm(
    object,
    (o) => ({ title: o.title, description: textValue(o.description), site: textValue(o.site) }),
    (v) => ({
      title: v.title.trim(),
      description: orNull(v.description),
      site: orNull(v.site),
    }),
  );
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <FormText control={control} name="title" label={f.title} maxLength={200} required />
      <FormText
        control={control}
        name="description"
        label={f.description}
        placeholder={f.descriptionPlaceholder}
        multiline
        rows={8}
        maxLength={20_000}
      />
      <FormText
        control={control}
        name="site"
        label={f.site}
        placeholder={f.sitePlaceholder}
        maxLength={500}
      />
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
