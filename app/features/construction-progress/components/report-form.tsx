// A monthly report's form: month, percent, what was done, a video link and the photos (several at once, each with
// a caption, moved earlier or removed). The server's 422s land on their fields; a stale edit says so.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PROGRESS_LIMITS } from '#shared/progress.ts';
import type { TProgressReport } from '#shared/schemas/progress.ts';
import { fill } from '#shared/texts/ru.ts';
import { monthTitle, progressTexts } from '#shared/texts/progress.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useLeaveGuard } from '#app/components/forms/use-leave-guard.ts';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { ChevronLeftIcon, CloseIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
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
}

interface TPhotoDraft {
  id: number;
  src: string;
  caption: string;
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
  const form = useForm<TFormValues>({
    defaultValues: {
      month: report ? report.month.slice(0, 7) : thisMonth,
      percent: String(report?.percent ?? defaultPercent),
      text: report?.text ?? '',
      videoUrl: report?.videoUrl ?? '',
    },
  });
  const [photos, setPhotos] = useState<TPhotoDraft[]>(
    report?.photos.map((p) => ({ id: p.image.id, src: p.image.s, caption: p.caption })) ?? [],
  );
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const files = useRef<HTMLInputElement>(null);
  const photosChanged =
    photos.map((p) => `${p.id}:${p.caption}`).join('|') !==
    (report?.photos.map((p) => `${p.image.id}:${p.caption}`).join('|') ?? '');
  const guard = useLeaveGuard(form.formState.isDirty || photosChanged, {
    title: t.leaveTitle,
    text: t.leaveText,
    confirmLabel: t.leaveConfirm,
  });

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

  const submit = form.handleSubmit((values) => {
    setPhotoError(null);
    save.mutate(
      {
        id: report?.id ?? null,
        body: {
          month: values.month,
          percent: values.percent,
          text: values.text,
          videoUrl: values.videoUrl.trim() || null,
          photos: photos.map((p) => ({ id: p.id, caption: p.caption })),
          ...(report ? { version: report.version } : {}),
        },
      },
      {
        onSuccess: () => {
          guard.allowLeave();
          toast(t.saved, { tone: 'success' });
          onDone();
        },
        onError: (error) => {
          const rest = applyServerErrors(form.setError, error, {
            fields: ['month', 'percent', 'text', 'videoUrl'],
          });
          const photoText =
            error instanceof ApiError
              ? Object.entries(error.fieldErrors).find(([key]) => key.startsWith('photos'))?.[1][0]
              : undefined;
          if (photoText) setPhotoError(photoText);
          else if (rest) toast(rest, { tone: 'error' });
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="progress-form">
      <h3 className={styles.formTitle}>
        {report ? fill(t.editTitle, monthTitle(report.month)) : t.newTitle}
      </h3>
      <div className={styles.pair}>
        <FormText control={form.control} name="month" label={t.month} type="month" max={thisMonth} required />
        <FormText
          control={form.control}
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
        control={form.control}
        name="text"
        label={t.text}
        hint={t.textHint}
        multiline
        rows={4}
        maxLength={PROGRESS_LIMITS.text}
        placeholder=""
      />
      <FormText
        control={form.control}
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
        <Button type="submit" loading={save.isPending} disabled={uploading > 0}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
