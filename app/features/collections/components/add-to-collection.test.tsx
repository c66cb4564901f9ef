import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TCollectionRef } from '#shared/schemas/collections.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock, callTo, pathOf } from '#app/test/fetch-mock.ts';
import { collectionsKeys } from '#app/resources/collections.ts';
import { prepareAppTests, renderInApp } from '#app/test/render-app.tsx';
import { AddToCollection } from './add-to-collection.tsx';
import * as collectionsApi from '#shared/api/collections.ts';

const OBJECT = 5;
let api: FetchMock;
let refs: TCollectionRef[];

const complexRef = (id: number) => ({ id, isOffer: false });
const offerRef = (id: number) => ({ id, isOffer: true });

/** The server's answer to bind/unbind: the collections holding the complex or offer once the change is applied. */
function change(kind: 'bind' | 'unbind') {
  return ({ body }: { body: unknown }) => {
    const { objectId, isOffer, collectionIds } = body as {
      objectId: number;
      isOffer: 0 | 1;
      collectionIds: number[];
    };
    const item = { id: objectId, isOffer: isOffer === 1 };
    const same = (o: { id: number; isOffer: boolean }) => o.id === item.id && o.isOffer === item.isOffer;
    refs = refs.map((r) =>
      collectionIds.includes(r.id)
        ? {
            ...r,
            objects:
              kind === 'bind'
                ? [...r.objects.filter((o) => !same(o)), item]
                : r.objects.filter((o) => !same(o)),
          }
        : r,
    );
    const holding = refs.filter((r) => r.objects.some(same)).map((r) => r.id);
    return { body: { objectId, isOffer: item.isOffer, collectionIds: holding } };
  };
}

prepareAppTests({ pathname: '/feed' });

beforeEach(() => {
  api = mockFetch()
    .on(collectionsApi.listCollections, () => ({ body: { data: refs } }))
    .on(collectionsApi.createCollection, ({ body }) => {
      const created = {
        id: 40 + refs.length,
        name: (body as { name: string }).name,
        objects: [],
        version: 1,
      };
      refs = [created, ...refs];
      return { body: { data: created } };
    })
    .on(collectionsApi.bindToCollections, change('bind'))
    .on(collectionsApi.unbindFromCollections, change('unbind'));
});

function renderButton() {
  renderInApp(<AddToCollection objectId={OBJECT} title="ЖК Маяк" />);
  return screen.getByRole('button', { name: /«ЖК Маяк»/ });
}

/** A complex card and a resale-offer card whose ids are the same number, side by side as in a mixed list. */
function renderBoth() {
  renderInApp(
    <>
      <AddToCollection objectId={OBJECT} title="ЖК Маяк" />
      <AddToCollection objectId={OBJECT} isOffer title="2-комн. квартира, 54 м²" />
    </>,
  );
  return {
    complex: screen.getByRole('button', { name: /«ЖК Маяк»/ }),
    offer: screen.getByRole('button', { name: /«2-комн\. квартира, 54 м²»/ }),
  };
}

const changes = () =>
  api.calls
    .filter((c) => c.url.endsWith('/bind') || c.url.endsWith('/unbind'))
    .map((c) => ({ path: c.url, body: c.body }));

const selectDialog = () => screen.findByRole('dialog', { name: 'Добавить в подборку' });

describe('[collections] the collection-select modal', () => {
  it('ticks the collections holding the object and sends only the difference', async () => {
    refs = [
      { id: 1, name: 'Для Ивановых', objects: [complexRef(OBJECT), complexRef(9)], version: 1 },
      { id: 2, name: 'Семья у моря', objects: [], version: 1 },
      { id: 3, name: 'Инвесторы', objects: [complexRef(OBJECT)], version: 1 },
    ];
    await userEvent.click(renderButton());
    const dialog = await selectDialog();
    const box = (name: string) => within(dialog).getByRole('checkbox', { name: new RegExp(name) });
    expect(box('Для Ивановых')).toBeChecked();
    expect(box('Семья у моря')).not.toBeChecked();
    expect(box('Инвесторы')).toBeChecked();

    await userEvent.click(box('Для Ивановых'));
    await userEvent.click(box('Семья у моря'));
    // Ticking and unticking again is no change at all.
    await userEvent.click(box('Инвесторы'));
    await userEvent.click(box('Инвесторы'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(changes()).toEqual([
      {
        path: pathOf(collectionsApi.bindToCollections),
        body: { objectId: OBJECT, isOffer: 0, collectionIds: [2] },
      },
      {
        path: pathOf(collectionsApi.unbindFromCollections),
        body: { objectId: OBJECT, isOffer: 0, collectionIds: [1] },
      },
    ]);
    // The modal's list follows the server's answer, and the button says the object is in a collection.
    const cached = queryClient.getQueryData<TCollectionRef[]>(collectionsKeys.refs)!;
    expect(cached.find((r) => r.id === 1)!.objects).toEqual([complexRef(9)]);
    expect(cached.find((r) => r.id === 2)!.objects).toEqual([complexRef(OBJECT)]);
    expect(screen.getByRole('button', { name: /«ЖК Маяк»/ })).toHaveTextContent('В подборке');
    expect(getToasts().map((t) => t.text)).toEqual(['Подборки обновлены']);
  });

  it('sends nothing when nothing changed', async () => {
    refs = [{ id: 1, name: 'Для Ивановых', objects: [complexRef(OBJECT)], version: 1 }];
    await userEvent.click(renderButton());
    const dialog = await selectDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(changes()).toEqual([]);
  });

  it('with no collection, first asks a name: empty text cancels, a name makes it and comes ticked', async () => {
    refs = [];
    const button = renderButton();
    await userEvent.click(button);
    let prompt = await screen.findByRole('dialog', { name: 'Новая подборка' });
    await userEvent.type(within(prompt).getByLabelText('Название'), '   ');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Добавить в подборку' })).toBeNull();

    await userEvent.click(button);
    prompt = await screen.findByRole('dialog', { name: 'Новая подборка' });
    await userEvent.type(within(prompt).getByLabelText('Название'), 'Для Ивановых');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Создать' }));
    const dialog = await selectDialog();
    expect(within(dialog).getByRole('checkbox', { name: /Для Ивановых/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const created = api.calls.find(callTo(collectionsApi.createCollection));
    expect(created?.body).toEqual({ name: 'Для Ивановых' });
    expect(changes()).toEqual([
      {
        path: pathOf(collectionsApi.bindToCollections),
        body: { objectId: OBJECT, isOffer: 0, collectionIds: [40] },
      },
    ]);
    expect(getToasts().map((t) => t.text)).toEqual(['Добавлено в подборку «Для Ивановых»']);
  });

  it('makes a new collection from inside the list and ticks it', async () => {
    refs = [{ id: 1, name: 'Для Ивановых', objects: [], version: 1 }];
    await userEvent.click(renderButton());
    const dialog = await selectDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Новая подборка' }));
    const prompt = await screen.findByRole('dialog', { name: 'Новая подборка' });
    await userEvent.type(within(prompt).getByLabelText('Название'), 'Семья у моря');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Создать' }));
    const fresh = await within(dialog).findByRole('checkbox', { name: /Семья у моря/ });
    expect(fresh).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Для Ивановых/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(changes()).toEqual([
      {
        path: pathOf(collectionsApi.bindToCollections),
        body: { objectId: OBJECT, isOffer: 0, collectionIds: [1, 41] },
      },
    ]);
    expect(getToasts().map((t) => t.text)).toEqual(['Добавлено в 2 подборки']);
  });

  it('places a resale offer apart from the complex with the same id', async () => {
    refs = [
      { id: 1, name: 'Для Ивановых', objects: [complexRef(OBJECT)], version: 1 },
      { id: 2, name: 'Вторичка', objects: [offerRef(OBJECT), offerRef(8)], version: 1 },
      { id: 3, name: 'Инвесторы', objects: [], version: 1 },
    ];
    queryClient.setQueryData(collectionsKeys.refs, refs);
    const { complex, offer } = renderBoth();
    expect(complex).toHaveTextContent('В подборке');
    expect(offer).toHaveTextContent('В подборке');

    await userEvent.click(offer);
    const dialog = await selectDialog();
    const box = (name: string) => within(dialog).getByRole('checkbox', { name: new RegExp(name) });
    // Ticked where the offer is, not where the complex of the same number is; the counts say what will be.
    expect(box('Для Ивановых')).not.toBeChecked();
    expect(box('Вторичка')).toBeChecked();
    expect(box('Вторичка')).toHaveAccessibleName(/2 объекта/);
    await userEvent.click(box('Вторичка'));
    await userEvent.click(box('Инвесторы'));
    expect(box('Вторичка')).toHaveAccessibleName(/1 объект/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    expect(changes()).toEqual([
      {
        path: pathOf(collectionsApi.bindToCollections),
        body: { objectId: OBJECT, isOffer: 1, collectionIds: [3] },
      },
      {
        path: pathOf(collectionsApi.unbindFromCollections),
        body: { objectId: OBJECT, isOffer: 1, collectionIds: [2] },
      },
    ]);
    const cached = queryClient.getQueryData<TCollectionRef[]>(collectionsKeys.refs)!;
    expect(cached.map((r) => r.objects)).toEqual([[complexRef(OBJECT)], [offerRef(8)], [offerRef(OBJECT)]]);

    // Taking the offer out of every collection leaves the complex's button as it was.
    await userEvent.click(offer);
    const again = await selectDialog();
    await userEvent.click(within(again).getByRole('checkbox', { name: /Инвесторы/ }));
    await userEvent.click(within(again).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(offer).toHaveTextContent('В подборку');
    expect(complex).toHaveTextContent('В подборке');
  });
});
