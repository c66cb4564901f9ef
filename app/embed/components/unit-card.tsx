/** @jsxImportSource preact */
// A unit's card: number, floor, layout, area, price (and per м²), finish, the plan, and «Оставить заявку».
import { useState } from 'preact/hooks';
import { isFreeUnit } from '#shared/embed.ts';
import { CellStatus, Interior, Layout } from '#shared/enums.ts';
import { formatArea, formatPrice } from '#shared/format.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';
import { fill } from '#shared/texts/ru.ts';
import { embedTexts } from '#shared/texts/embed.ts';
import { RequestForm } from './request-form.tsx';

const t = embedTexts.card;

export function UnitCard(props: { objectId: number; cell: TChessViewCell; onClose: () => void }) {
  const { cell } = props;
  const d = cell.data;
  const [asking, setAsking] = useState(false);
  const free = isFreeUnit(d);
  const facts: [string, string][] = [
    [t.layout, d.cntApart ? Layout.title(d.cntApart) : ''],
    [t.area, formatArea(d.area)],
    [t.finish, d.interior ? Interior.title(d.interior) : ''],
  ];
  return (
    <section
      class="card"
      aria-label={d.number ? fill(t.title, d.number) : t.untitled}
      data-testid="embed-card"
    >
      <header>
        <div>
          <h2>{d.number ? fill(t.title, d.number) : t.untitled}</h2>
          {d.floor != null && <p class="muted">{fill(t.floor, d.floor)}</p>}
        </div>
        <button type="button" class="close" aria-label={t.close} onClick={props.onClose}>
          ×
        </button>
      </header>
      {free ? (
        <p class="price">
          {formatPrice(d.price)}
          {d.squarePrice != null && (
            <small>
              {formatPrice(d.squarePrice)} {t.perMeter}
            </small>
          )}
        </p>
      ) : (
        <p class="muted">{fill(t.notFree, CellStatus.title(d.status))}</p>
      )}
      <dl>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {d.plan ? (
        <img
          class="plan"
          src={d.plan.m}
          alt={t.plan}
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <p class="muted">{t.noPlan}</p>
      )}
      {free &&
        (asking ? (
          <RequestForm objectId={props.objectId} cellId={cell.id} onBack={props.onClose} />
        ) : (
          <button type="button" class="button" onClick={() => setAsking(true)}>
            {t.request}
          </button>
        ))}
    </section>
  );
}
