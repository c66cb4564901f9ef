// An enumeration's titles sit under a Russian label («Парковка: Подземная»): a title that is a lone adjective or
// participle agrees with the label's gender. Nouns («Асфальт», «Скважина») need no agreement and pass.
import { describe, expect, it } from 'vitest';
import {
  Electricity,
  Gas,
  Heating,
  HouseClass,
  HouseRoad,
  Material,
  Parking,
  Sewage,
  Territory,
  Water,
} from './enums.ts';
import { realtyTexts } from './texts/realty.ts';

type Gender = 'm' | 'f' | 'n';
const endings: [RegExp, Gender][] = [
  [/(ый|ий|ой)$/, 'm'],
  [/(ая|яя)$/, 'f'],
  [/(ое|ее)$/, 'n'],
];
// Short participles agree too: «Подключено» (neuter), «Подключена» (feminine).
const participle: [RegExp, Gender][] = [
  [/ено$/, 'n'],
  [/ена$/, 'f'],
];

function genderOf(word: string): Gender | undefined {
  const lower = word.toLowerCase();
  for (const [pattern, gender] of [...endings, ...participle]) if (pattern.test(lower)) return gender;
  return undefined;
}

const c = realtyTexts.characteristics;
const m = realtyTexts.communications;
const rows: [string, Gender, { options: readonly { title: string }[] }][] = [
  [c.parking, 'f', Parking],
  [c.territory, 'f', Territory],
  [c.material, 'm', Material],
  [c.class, 'm', HouseClass],
  [c.houseRoad, 'f', HouseRoad],
  [m.heating, 'n', Heating],
  [m.electricity, 'n', Electricity],
  [m.gas, 'm', Gas],
  [m.water, 'n', Water],
  [m.sewage, 'f', Sewage],
];

describe('[enums] titles agree with their labels', () => {
  it.each(rows)('[enums] «%s» (%s)', (_label, gender, enumeration) => {
    const wrong = enumeration.options
      .map((option) => option.title)
      .filter((title) => {
        // A title of several words carries its own noun («Индивидуальный газовый котёл»); a lone adjective or
        // participle leans on the label.
        if (/\s/.test(title)) return false;
        const found = genderOf(title.split('-').at(-1)!);
        return found !== undefined && found !== gender;
      });
    expect(wrong).toEqual([]);
  });
});
