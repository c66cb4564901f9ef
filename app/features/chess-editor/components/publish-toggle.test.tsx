import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { updateSection } from '#app/resources/chess-editor.ts';
import { withProviders } from '#app/test/render-app.tsx';
import { PublishToggle } from './publish-toggle.tsx';
import * as chessEditorApi from '#shared/api/chess-editor.ts';

function setup(published: boolean) {
  render(
    withProviders(
      <PublishToggle
        published={published}
        unpublishQuestion="Снять секцию с публикации?"
        onChange={(next) => updateSection(3, 7, { published: next })}
      />,
    ),
  );
}

describe('[chess-editor] publishing a section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[chess-editor] a refusal lists every errors.published text in the dialog «Ошибка»', async () => {
    const fetch = mockFetch().on(
      chessEditorApi.updateSection,
      { pid: 3, sid: 7 },
      {
        status: 422,
        body: {
          message: 'Ошибка',
          errors: { published: ['У секции нет названия', 'В секции нет ни одной квартиры'] },
        },
      },
    );
    setup(false);
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ошибка' });
    expect(
      within(dialog).getByText(/У секции нет названия\s+В секции нет ни одной квартиры/),
    ).toBeInTheDocument();
    expect(fetch.calls[0]!.body).toEqual({ published: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
  });

  it('[chess-editor] unpublishing asks first and sends nothing when declined', async () => {
    const fetch = mockFetch().on(chessEditorApi.updateSection, { pid: 3, sid: 7 }, { body: { id: 7 } });
    setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'Снять с публикации' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Снять секцию с публикации?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Снять с публикации' }));
    const again = await screen.findByRole('alertdialog', { name: 'Снять секцию с публикации?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Подтвердить' }));
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.body).toEqual({ published: 0 });
  });
});
