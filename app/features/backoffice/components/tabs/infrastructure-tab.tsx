// #infrastructure: the complex's features (PRODUCT §3) but the moderation mark, saved by PUT objects/{id}/features.
import { BUILDER_FEATURE_OPTIONS, type TFeature } from '#shared/enums.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { setFeatures } from '#app/resources/backoffice.ts';
import { useObjectForm } from '../../hooks/use-object-form.ts';
import { FormChecks } from '#app/components/forms/form-fields.tsx';
import { SaveBar } from '../save-bar.tsx';
import text from '#app/styles/text.module.css';
import styles from '../forms.module.css';

export function InfrastructureTab({ object }: { object: TBackofficeObject }) {
  const { control, save, saving, changed, cancel, conflict, form } = useObjectForm(
    object,
    (o): { features: TFeature[] } => ({ features: o.features }),
    (v, version) => setFeatures(object.id, v.features, version),
  );
  const count = form.watch('features').length;
  return (
    <form onSubmit={save} className={styles.form} noValidate>
      {conflict}
      <p className={text.secondary}>
        {fill(backofficeTexts.infrastructure.selected, count, BUILDER_FEATURE_OPTIONS.length)}
      </p>
      <FormChecks
        control={control}
        name="features"
        label={backofficeTexts.fields.features}
        options={BUILDER_FEATURE_OPTIONS}
      />
      <SaveBar visible={changed} saving={saving} onCancel={cancel} />
    </form>
  );
}
