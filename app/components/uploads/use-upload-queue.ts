// The files a person picks, sent one after another with their progress; a failure is told by a toast naming the file
// (unless the API layer already told it) and the rest go on. The input stays hidden behind the caller's own button.
import { useRef, useState, type ChangeEvent } from 'react';
import { fill } from '#shared/texts/ru.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';

export interface Upload {
  key: string;
  name: string;
  /** 0…1 */
  fraction: number;
}

export interface UploadQueueOptions {
  /** Sends one file; `progress` takes 0…1. */
  send: (file: File, progress: (fraction: number) => void) => Promise<unknown>;
  /** «Не удалось загрузить {0}: {1}», filled with the file's name and `why`. */
  failed: string;
  why: (error: unknown) => string;
}

export function useUploadQueue({ send, failed, why }: UploadQueueOptions) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const stamp = Date.now();
    const batch = files.map((file, i) => ({ key: `${stamp}-${i}`, name: file.name, fraction: 0, file }));
    setUploads((list) => [...list, ...batch.map(({ key, name, fraction }) => ({ key, name, fraction }))]);
    for (const item of batch) {
      const progress = (fraction: number) =>
        setUploads((list) => list.map((u) => (u.key === item.key ? { ...u, fraction } : u)));
      try {
        await send(item.file, progress);
      } catch (error) {
        if (!(error instanceof ApiError && error.handled))
          toast(fill(failed, item.name, why(error)), { tone: 'error' });
      } finally {
        setUploads((list) => list.filter((u) => u.key !== item.key));
      }
    }
  };

  return {
    uploads,
    /** Opens the file picker. */
    pick: () => input.current?.click(),
    /** Spread on the hidden `<input>` with its `accept` and test id. */
    input: {
      ref: input,
      type: 'file' as const,
      multiple: true,
      hidden: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
    },
  };
}

/** The picker's filter for photos; the bytes are checked again in the browser and on the server. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
