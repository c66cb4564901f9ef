// The import's pieces without the API: numbers written the Russian way, rooms and statuses, headers, the feeds'
// mappings, and the plan's placement of new units and its conflicts.
import { describe, expect, it } from 'vitest';
import { CellStatus, Layout } from '#shared/enums.ts';
import { isPrivateAddress, assertPublicUrl } from '../../core/public-address.ts';
import { checkRow, readNumber, readRooms } from './check-row.ts';
import { matchHeaders } from './headers.ts';
import { planImport } from './plan-import.ts';
import { decodeText } from './read-csv.ts';
import { readProfitbase } from './read-profitbase.ts';
import { readYrl } from './read-yrl.ts';
import type { TComplexState } from './complex-state.ts';
import iconv from 'iconv-lite';

const collect = async <T>(rows: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
};

describe('[import] cells', () => {
  it('[import] numbers as Russians write them', () => {
    expect(readNumber('5 500 000')).toBe(5_500_000);
    expect(readNumber('5\u00a0500\u00a0000 ₽')).toBe(5_500_000);
    expect(readNumber('42,5')).toBe(42.5);
    expect(readNumber('38 м²')).toBe(38);
    expect(readNumber('сорок')).toBeNull();
    expect(readNumber('1,2,3')).toBeNull();
  });

  it('[import] rooms: studio, open plan, a count; nonsense is undefined', () => {
    expect(readRooms('Студия')).toBe(Layout.studio);
    expect(readRooms(0)).toBe(Layout.studio);
    expect(readRooms('св')).toBe(Layout.all);
    expect(readRooms('2к')).toBe(Layout.two);
    expect(readRooms(4)).toBe(Layout.three);
    expect(readRooms('много')).toBeUndefined();
  });

  it('[import] a row with Profitbase’s status words and an empty status', () => {
    const row = (status: string | null) =>
      checkRow({ row: 2, cells: { building: 'К1', section: 'С1', floor: 1, number: '1', status } }).unit
        ?.status;
    expect(row('BOOKED')).toBe(CellStatus.reserve);
    expect(row('продана')).toBe(CellStatus.sold);
    expect(row(null)).toBe(CellStatus.sale);
  });

  it('[import] headers in other words and cases are matched; unknown columns are left out', () => {
    const found = matchHeaders(['дом', 'Подъезд', 'ЭТАЖ', '№', 'Площадь, м²', 'Комментарий', 'Цена, ₽']);
    expect([...found.entries()]).toEqual([
      [0, 'building'],
      [1, 'section'],
      [2, 'floor'],
      [3, 'number'],
      [4, 'area'],
      [6, 'price'],
    ]);
  });

  it('[import] text is UTF-8 when it is valid, Windows-1251 otherwise', () => {
    expect(decodeText(Buffer.from('Корпус'))).toBe('Корпус');
    expect(decodeText(iconv.encode('Корпус', 'win1251'))).toBe('Корпус');
  });
});

describe('[import] feeds', () => {
  it('[import] YRL: building and section from building-section, number from location/apartment', async () => {
    const xml = `<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06"><offer internal-id="42">
      <location><apartment>15</apartment></location><price><value>5000000</value></price>
      <area><value>33.3</value></area><studio>да</studio><floor>3</floor>
      <deal-status>переуступка</deal-status><building-section>Корпус 2, Секция 3</building-section></offer></realty-feed>`;
    const [row] = await collect(readYrl(Buffer.from(xml)));
    expect(row).toEqual({
      row: 1,
      cells: {
        externalId: '42',
        building: 'Корпус 2',
        section: 'Секция 3',
        floor: '3',
        number: '15',
        rooms: 'студия',
        area: '33.3',
        price: '5000000',
        status: 'переуступка',
        plan: null,
        layout: null,
      },
    });
  });

  it('[import] Profitbase: a windows-1251 feed, camelCase fields read too', async () => {
    const xml = `<?xml version="1.0" encoding="windows-1251"?><profitbase><property id="7"><houseName>Дом 1</houseName>
      <sectionName>Подъезд 1</sectionName><floor>2</floor><number>8</number><roomsAmount>3</roomsAmount>
      <area><areaTotal>70.1</areaTotal></area><price><value>9000000</value></price><status>UNAVAILABLE</status></property></profitbase>`;
    const [row] = await collect(readProfitbase(iconv.encode(xml, 'win1251')));
    expect(row!.cells).toMatchObject({
      externalId: '7',
      building: 'Дом 1',
      section: 'Подъезд 1',
      rooms: '3',
      area: '70.1',
      status: 'UNAVAILABLE',
    });
  });
});

describe('[import] Profitbase XML, the realty feed', () => {
  it('[import] reads offers of <realty-feed type="profitbase_xml"> with the building, number, status and plan', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06" type="profitbase_xml">
  <generation-date>2026-11-30T10:00:00+03:00</generation-date>
  <offer internal-id="481516">
    <type>продажа</type><property-type>жилое</property-type><category>квартира</category>
    <object><name>ЖК Морской</name><location><locality-name>Сочи</locality-name></location></object>
    <house><name>Литер 2</name><built-year>2027</built-year><ready-quarter>2</ready-quarter></house>
    <building-section>Секция 3</building-section>
    <number>118</number><floor>9</floor><rooms>2</rooms>
    <area><value>54.3</value><unit>кв. м</unit></area>
    <price><value>12450000</value><currency>RUB</currency></price>
    <status>BOOKED</status>
    <image type="plan">https://pb1.profitbase.ru/plans/118.png</image>
    <image type="house">https://pb1.profitbase.ru/house.jpg</image>
  </offer>
  <offer internal-id="481517">
    <house><name>Литер 2</name></house><building-section>Секция 3</building-section>
    <number>119</number><floor>9</floor><studio>1</studio>
    <area><value>24</value></area><price><value>6100000</value></price><status>AVAILABLE</status>
    <image type="house">https://pb1.profitbase.ru/house.jpg</image>
  </offer>
</realty-feed>`;
    const rows = await collect(readProfitbase(Buffer.from(xml)));
    expect(rows.map((r) => r.cells)).toEqual([
      {
        externalId: '481516',
        building: 'Литер 2',
        section: 'Секция 3',
        floor: '9',
        number: '118',
        rooms: '2',
        area: '54.3',
        price: '12450000',
        status: 'BOOKED',
        plan: 'https://pb1.profitbase.ru/plans/118.png',
        layout: null,
      },
      expect.objectContaining({ externalId: '481517', number: '119', status: 'AVAILABLE', plan: null }),
    ]);
  });
});

describe('[import] plan', () => {
  const state: TComplexState = {
    buildings: [{ id: 1, name: 'Корпус 1' }],
    sections: [{ id: 10, pavilionId: 1, name: 'Секция 1', buildingName: 'Корпус 1' }],
    cells: [
      {
        id: 100,
        sectionId: 10,
        bbox: [0, 0, 1, 1],
        disabled: false,
        number: '1',
        floor: 2,
        price: 100,
        squarePrice: 1,
        status: 4,
        area: 30,
        cntApart: 1,
        externalId: null,
        planAppliedKey: null,
        held: true,
      },
      {
        id: 101,
        sectionId: 10,
        bbox: [0, 1, 1, 2],
        disabled: false,
        number: null,
        floor: 2,
        price: null,
        squarePrice: null,
        status: 4,
        area: null,
        cntApart: null,
        externalId: null,
        planAppliedKey: null,
        held: false,
      },
    ],
    fingerprint: 'x',
  };
  const unit = (number: string, floor: number, section = 'Секция 1') => ({
    row: 2,
    building: 'корпус 1',
    section,
    floor,
    number,
    rooms: null,
    area: 30,
    price: 200,
    status: CellStatus.sale,
    layout: null,
    plan: null,
    externalId: null,
  });

  it('[import] a new unit fills the free cell on its floor; a held unit keeps its price as a conflict', () => {
    const plan = planImport(state, [unit('1', 2), unit('2', 2)]);
    expect(plan.creates.map((c) => c.cellId)).toEqual([101]);
    expect(plan.updates).toEqual([{ cellId: 100, unit: unit('1', 2), keepPriceStatus: true }]);
    expect(plan.conflicts).toHaveLength(1);
  });

  it('[import] a new section lays its floors from the top, numbers in natural order', () => {
    const plan = planImport(state, [
      unit('10', 1, 'Секция 2'),
      unit('9', 1, 'Секция 2'),
      unit('11', 3, 'Секция 2'),
    ]);
    expect(plan.newSections).toHaveLength(1);
    const [section] = plan.newSections;
    expect(section).toMatchObject({ buildingId: 1, firstFloor: 1, rowsCount: 3, colsCount: 2 });
    expect(section!.units.map((u) => [u.unit.number, u.row, u.col])).toEqual([
      ['9', 2, 0],
      ['10', 2, 1],
      ['11', 0, 0],
    ]);
    // The held unit of Секция 1 is untouched: the file names only Секция 2.
    expect(plan.removes).toEqual([]);
  });
});

describe('[import] plan of a YRL feed', () => {
  it('[import] a unit missing from a YRL feed stays: the feed lists only units on sale', () => {
    const state: TComplexState = {
      buildings: [{ id: 1, name: 'К' }],
      sections: [{ id: 10, pavilionId: 1, name: 'С', buildingName: 'К' }],
      cells: [1, 2].map((id) => ({
        id,
        sectionId: 10,
        bbox: [0, id - 1, 1, id],
        disabled: false,
        number: String(id),
        floor: 1,
        price: 100,
        squarePrice: 3,
        status: CellStatus.sale,
        area: 30,
        cntApart: Layout.one,
        externalId: null,
        planAppliedKey: null,
        held: false,
      })),
      fingerprint: 'x',
    };
    const one = {
      row: 2,
      building: 'К',
      section: 'С',
      floor: 1,
      number: '1',
      rooms: Layout.one,
      area: 30,
      price: 100,
      status: CellStatus.sale,
      layout: null,
      plan: null,
      externalId: null,
    };
    expect(planImport(state, [one], { removeMissing: false }).removes).toEqual([]);
    expect(planImport(state, [one]).removes).toEqual([2]);
  });
});

describe('[import] public addresses', () => {
  it('[import] private, loopback, link-local and mapped addresses are private', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['77.88.55.242', '2a02:6b8::2:242']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('[import] a URL to a private address is refused unless allowed; other schemes always', async () => {
    await expect(assertPublicUrl('http://10.0.0.5/feed.xml', false)).rejects.toMatchObject({
      errors: { url: ['Ссылка ведёт во внутреннюю сеть (10.0.0.5) — такие адреса запрещены'] },
    });
    await expect(assertPublicUrl('http://[::1]:80/', false)).rejects.toMatchObject({
      errors: { url: [expect.stringContaining('::1')] },
    });
    await expect(assertPublicUrl('http://10.0.0.5/feed.xml', true)).resolves.toBeUndefined();
    await expect(assertPublicUrl('ftp://example.ru/x', true)).rejects.toMatchObject({
      errors: { url: ['Укажите ссылку http:// или https://'] },
    });
    await expect(assertPublicUrl('http://user:pw@example.ru/', true)).rejects.toMatchObject({
      errors: { url: ['Логин и пароль в ссылке не допускаются'] },
    });
  });
});
