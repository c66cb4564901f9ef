// A resale offer's heading when its owner gave none: «2-комнатная квартира, 54 м²».
import { Layout, RoomType } from './enums.ts';
import { formatArea } from './format.ts';

export function offerTitle(offer: {
  title: string | null;
  cntApart: number | null;
  roomType: number | null;
  area: number | null;
}): string {
  if (offer.title?.trim()) return offer.title.trim();
  const kind = offer.roomType === RoomType.zhiloeHouse ? 'Дом' : flatKind(offer.cntApart);
  return offer.area ? `${kind}, ${formatArea(offer.area)}` : kind;
}

function flatKind(cntApart: number | null): string {
  switch (cntApart) {
    case Layout.studio:
      return 'Квартира-студия';
    case Layout.all:
      return 'Квартира свободной планировки';
    case Layout.penthouse:
      return 'Пентхаус';
    case Layout.one:
    case Layout.two:
    case Layout.three:
      return `${Layout.title(cntApart)} квартира`;
    default:
      return 'Квартира';
  }
}
