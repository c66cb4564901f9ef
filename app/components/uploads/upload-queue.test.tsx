import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { UploadList } from './upload-list.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

/** Each send waits until the test settles it, so the queue can be seen mid-way. */
function deferredSends() {
  const pending: {
    name: string;
    progress: (f: number) => void;
    done: () => void;
    fail: (e: Error) => void;
  }[] = [];
  const send = (file: File, progress: (f: number) => void) =>
    new Promise<void>((done, fail) => pending.push({ name: file.name, progress, done, fail }));
  return { pending, send };
}

function Picker({ send }: { send: (file: File, progress: (f: number) => void) => Promise<void> }) {
  const queue = useUploadQueue({
    send,
    failed: 'Не удалось загрузить {0}: {1}',
    why: (e) => (e as Error).message,
  });
  return (
    <>
      <input {...queue.input} data-testid="input" />
      <button type="button" onClick={queue.pick}>
        Добавить
      </button>
      <UploadList uploads={queue.uploads} label="Загрузка {0}…" />
    </>
  );
}

const pick = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('input'), { target: { files: names.map((n) => new File(['x'], n)) } });

afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

describe('[uploads] the upload queue', () => {
  it('[uploads] sends picked files one after another, each with its progress bar until it is done', async () => {
    const sends = deferredSends();
    render(<Picker send={sends.send} />);
    pick('plan.pdf', 'price.xlsx');
    expect(screen.getAllByTestId('upload-progress')).toHaveLength(2);
    await waitFor(() => expect(sends.pending).toHaveLength(1));
    act(() => sends.pending[0]!.progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Загрузка plan.pdf…' })).toHaveAttribute('value', '0.5');
    await act(async () => sends.pending[0]!.done());
    await waitFor(() => expect(sends.pending.map((p) => p.name)).toEqual(['plan.pdf', 'price.xlsx']));
    expect(screen.getAllByTestId('upload-progress')).toHaveLength(1);
    await act(async () => sends.pending[1]!.done());
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
  });

  it('[uploads] a failed file is told by name and the next one still goes', async () => {
    const sends = deferredSends();
    render(<Picker send={sends.send} />);
    pick('broken.jpg', 'good.jpg');
    await waitFor(() => expect(sends.pending).toHaveLength(1));
    await act(async () => sends.pending[0]!.fail(new Error('не картинка')));
    await waitFor(() => expect(sends.pending).toHaveLength(2));
    expect(getToasts().map((t) => t.text)).toEqual(['Не удалось загрузить broken.jpg: не картинка']);
    await act(async () => sends.pending[1]!.done());
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    expect(getToasts()).toHaveLength(1);
  });
});
