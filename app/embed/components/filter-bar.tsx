/** @jsxImportSource preact */
// The widget's filter: layout chips (Ст, 1к, 2к, 3к, 4к+) and a price range in millions of roubles.
import { EMBED_ROOM_KEYS, EMBED_ROOMS, type TEmbedRoom } from '#shared/embed.ts';
import { embedTexts as t } from '#shared/texts/embed.ts';

export interface FilterDraft {
  rooms: TEmbedRoom[];
  priceFrom: string;
  priceTo: string;
}

export function FilterBar({
  draft,
  onChange,
}: {
  draft: FilterDraft;
  onChange: (next: FilterDraft) => void;
}) {
  const toggle = (room: TEmbedRoom) =>
    onChange({
      ...draft,
      rooms: draft.rooms.includes(room) ? draft.rooms.filter((r) => r !== room) : [...draft.rooms, room],
    });
  const price = (key: 'priceFrom' | 'priceTo') => (event: Event) =>
    onChange({ ...draft, [key]: (event.currentTarget as HTMLInputElement).value });
  return (
    <div class="filter">
      <div class="chips" role="group" aria-label={t.rooms}>
        {EMBED_ROOM_KEYS.map((room) => (
          <button
            key={room}
            type="button"
            class="chip"
            aria-pressed={draft.rooms.includes(room)}
            onClick={() => toggle(room)}
          >
            {EMBED_ROOMS[room].label}
          </button>
        ))}
      </div>
      <fieldset class="price">
        <legend>{t.price}</legend>
        <input
          inputMode="decimal"
          placeholder={t.priceFrom}
          aria-label={`${t.price} ${t.priceFrom}`}
          value={draft.priceFrom}
          onInput={price('priceFrom')}
        />
        <span aria-hidden="true">—</span>
        <input
          inputMode="decimal"
          placeholder={t.priceTo}
          aria-label={`${t.price} ${t.priceTo}`}
          value={draft.priceTo}
          onInput={price('priceTo')}
        />
      </fieldset>
    </div>
  );
}
