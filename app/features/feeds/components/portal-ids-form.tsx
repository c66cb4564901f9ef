// One complex's ids in the portals' catalogues: three optional fields checked by the shared schema (digits only),
// «Сохранить» while something changed; a 422 goes to its field. The page learns when the form has unsaved changes.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { countOf } from '#shared/format.ts';
import { ZFeedIdsUpdate, type TFeedObject } from '#shared/schemas/feeds.ts';
import { feedsTexts as t } from '#shared/texts/feeds.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useUpdateFeedIds } from '#app/resources/feeds.ts';
import card from '#app/styles/card.module.css';
import styles from './feeds-page.module.css';

const FIELDS = ['yandexBuildingId', 'cianJkId', 'avitoDevelopmentId'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
type Output = Record<(typeof FIELDS)[number], string | null>;
// The schema reads a blank field as null; the form always holds strings.
const resolver = zodResolver(ZFeedIdsUpdate) as unknown as Resolver<Values, unknown, Output>;

const valuesOf = (o: TFeedObject): Values => ({
  yandexBuildingId: o.yandexBuildingId ?? '',
  cianJkId: o.cianJkId ?? '',
  avitoDevelopmentId: o.avitoDevelopmentId ?? '',
});

export function PortalIdsForm({
  object,
  onDirtyChange,
}: {
  object: TFeedObject;
  onDirtyChange: (id: number, dirty: boolean) => void;
}) {
  const save = useUpdateFeedIds();
  const { form, submit, pending } = useApiForm<Values, Output, TFeedObject>({
    defaultValues: valuesOf(object),
    resolver,
    send: (body) => save.mutateAsync({ id: object.id, body }),
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      toast(t.saved, { tone: 'success' });
    },
  });
  const dirty = form.formState.isDirty;

  useEffect(() => onDirtyChange(object.id, dirty), [object.id, dirty, onDirtyChange]);

  const status = object.published ? t.unitsInFeed(countOf(object.units, t.unitForms)) : t.notPublished;
  const avitoMissing = object.published && object.units > 0 && !object.avitoDevelopmentId;

  return (
    <form className={styles.object} onSubmit={submit} noValidate aria-label={object.title}>
      <div className={styles.objectHead}>
        <h3 className={styles.objectTitle}>{object.title}</h3>
        <span className={card.muted}>{status}</span>
      </div>
      <div className={styles.fields}>
        {FIELDS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextInput
                label={t.fields[name]}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={name}
                inputMode="numeric"
                maxLength={20}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      {avitoMissing && <p className={styles.warning}>{t.avitoMissing}</p>}
      <div>
        <Button type="submit" variant="secondary" disabled={!dirty} loading={pending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
