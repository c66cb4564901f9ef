// A monthly report's form: month, percent, what was done, a video link and the photos (several at once, each with
// a caption, moved earlier or removed). The server's 422s land on their fields; a stale edit says so.
import { useRef, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { PROGRESS_LIMITS } from '#shared/progress.ts';
import { ZProgressReportInput, type TProgressReport } from '#shared/schemas/progress.ts';
import { fill } from '#shared/texts/ru.ts';
import { monthTitle, progressTexts } from '#shared/texts/progress.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { ChevronLeftIcon, CloseIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { uploadImage } from '#app/resources/reference.ts';
import { useSaveProgressReport } from '#app/resources/progress.ts';
import styles from './progress-editor.module.css';

const t = progressTexts.backoffice;

interface TFormValues {
  month: string;
  percent: string;
  text: string;
  videoUrl: string;
  /** Part of the values, so a photo added, captioned, moved or removed makes the form dirty (the leave guard). */
  photos: TPhotoDraft[];
}

interface TPhotoDraft {
  id: number;
  src: string;
  caption: string;
}

/** The request's shared checks; the photos' previews (`src`) stay on the client. */
const ZReportForm = ZProgressReportInput.omit({ version: true }) as unknown as z.ZodType<
  z.output<typeof ZProgressReportInput>,
  TFormValues
>;

/** The first text the server said about the photos (the list, or one of them). */
function photosError(errors: FieldErrors<TFormValues>['photos']): string | undefined {
  if (!errors) return undefined;
  if (typeof errors.message === 'string') return errors.message;
  for (const item of Object.values(errors)) {
    const found = (item as { message?: unknown; id?: { message?: unknown } } | undefined) ?? {};
    const text = found.message ?? found.id?.message;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

export function ReportForm({
  pavilionId,
  report,
  defaultPercent,
  thisMonth,
  onDone,
}: {
  pavilionId: number;
  /** null: a new report. */
  report: TProgressReport | null;
  defaultPercent: number;
  /** 'YYYY-MM': the latest month the picker offers. */
  thisMonth: string;
  onDone: () => void;
}) {
  const save = useSaveProgressReport(pavilionId);
  const { control, form, submit, pending } = useApiForm<TFormValues, z.output<typeof ZProgressReportInput>>({
    schema: ZReportForm,
    defaultValues: {
      month: report ? report.month.slice(0, 7) : thisMonth,
      percent: String(report?.percent ?? defaultPercent),
      text: report?.text ?? '',
      videoUrl: report?.videoUrl ?? '',
      photos: report?.photos.map((p) => ({ id: p.image.id, src: p.image.s, caption: p.caption })) ?? [],
    },
    send: (body) =>
      save.mutateAsync({
        id: report?.id ?? null,
        body: {
          ...body,
          photos: body.photos.map((p) => ({ id: p.id, caption: p.caption })),
          ...(report ? { version: report.version } : {}),
        },
      }),
    onSuccess: () => {
      toast(t.saved, { tone: 'success' });
      onDone();
    },
    leave: { title: t.leaveTitle, text: t.leaveText, confirmLabel: t.leaveConfirm },
  });
  const photos = useWatch({ control, name: 'photos' });
  const photoError = photosError(form.formState.errors.photos);
  const [uploading, setUploading] = useState(0);
  const files = useRef<HTMLInputElement>(null);
  const setPhotos = (change: (now: TPhotoDraft[]) => TPhotoDraft[]) => {
    form.setValue('photos', change(form.getValues('photos')), { shouldDirty: true });
    form.clearErrors('photos');
  };

  const addFiles = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []).slice(0, PROGRESS_LIMITS.photos - photos.length);
    if (files.current) files.current.value = '';
    setUploading((n) => n + chosen.length);
    for (const file of chosen) {
      try {
        const image = await uploadImage(file);
        setPhotos((now) => [...now, { id: image.id, src: image.s, caption: '' }]);
      } catch (error) {
        toast(errorText(error), { tone: 'error' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const setCaption = (i: number, caption: string) =>
    setPhotos((now) => now.map((p, j) => (j === i ? { ...p, caption } : p)));
  const moveEarlier = (i: number) =>
    setPhotos((now) => {
      const next = [...now];
      [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
      return next;
    });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="progress-form">
      <h3 className={styles.formTitle}>
        {report ? fill(t.editTitle, monthTitle(report.month)) : t.newTitle}
      </h3>
      <div className={styles.pair}>
        <FormText control={control} name="month" label={t.month} type="month" max={thisMonth} required />
        <FormText
          control={control}
          name="percent"
          label={t.percent}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          required
        />
      </div>
      <FormText
        control={control}
        name="text"
        label={t.text}
        hint={t.textHint}
        multiline
        rows={4}
        maxLength={PROGRESS_LIMITS.text}
        placeholder=""
      />
      <FormText
        control={control}
        name="videoUrl"
        label={t.video}
        hint={t.videoHint}
        type="url"
        inputMode="url"
        placeholder="https://rutube.ru/video/…"
      />
      <fieldset className={styles.photos}>
        <legend className={styles.legend}>
          {t.photos} <span className={styles.hint}>{t.photosHint}</span>
        </legend>
        {photos.length > 0 && (
          <ol className={styles.photoList}>
            {photos.map((photo, i) => (
              <li key={photo.id} className={styles.photo} data-testid="progress-photo">
                <img src={photo.src} alt="" className={styles.thumb} />
                <input
                  className={styles.captionInput}
                  value={photo.caption}
                  maxLength={PROGRESS_LIMITS.caption}
                  onChange={(e) => setCaption(i, e.target.value)}
                  placeholder={t.caption}
                  aria-label={fill(t.captionFor, i + 1)}
                />
                {i > 0 && (
                  <IconButton label={fill(t.moveUp, i + 1)} onClick={() => moveEarlier(i)}>
                    <ChevronLeftIcon />
                  </IconButton>
                )}
                <IconButton
                  label={fill(t.removePhoto, i + 1)}
                  onClick={() => setPhotos((now) => now.filter((_, j) => j !== i))}
                >
                  <CloseIcon />
                </IconButton>
              </li>
            ))}
          </ol>
        )}
        {photoError && (
          <p className={styles.error} role="alert">
            {photoError}
          </p>
        )}
        <input
          ref={files}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          hidden
          data-testid="progress-files"
          onChange={(e) => void addFiles(e.target.files)}
        />
        {photos.length < PROGRESS_LIMITS.photos && (
          <Button
            variant="secondary"
            size="sm"
            icon={<PlusIcon size={18} />}
            loading={uploading > 0}
            onClick={() => files.current?.click()}
          >
            {uploading > 0 ? t.uploading : t.addPhotos}
          </Button>
        )}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={pending} disabled={uploading > 0}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
