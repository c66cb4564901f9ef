// The buildings of a demo complex: deadlines by stage, sections with full chessboards or cottage streets.
import { HouseClass, type THouseClass, type TInterior } from '#shared/enums.ts';
import { isoDate, quarterDeadline } from './complex-details.ts';
import { COTTAGE_STREETS, PAVILION_WORDS, SECTION_WORDS } from './content/texts.ts';
import type { PavilionSpec } from './create-complex.ts';
import type { Random } from './random.ts';
import { planCottageStreet, planSectionGrid, type SectionTop } from './section-plan.ts';

const FLOORS: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [12, 30],
  [HouseClass.comfort]: [9, 24],
  [HouseClass.business]: [7, 18],
  [HouseClass.elit]: [5, 12],
};
const RISERS: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [6, 12],
  [HouseClass.comfort]: [4, 10],
  [HouseClass.business]: [3, 8],
  [HouseClass.elit]: [2, 6],
};
export interface BuildingsPlan {
  now: Date;
  /** The position in the list: the first complexes show every row type. */
  index: number;
  cottage: boolean;
  mountain: boolean;
  houseClass: THouseClass;
  squarePrice: number;
  interior: TInterior;
  finished: boolean;
  isAction: boolean;
}

export function planBuildings(
  rng: Random,
  { now, index, cottage, mountain, houseClass, squarePrice, interior, finished, isAction }: BuildingsPlan,
): { pavilions: PavilionSpec[]; maxFloors: number } {
  // Buildings: finished ones in the past, the others from the next quarter on, one or two quarters apart.
  const pavilionCount = cottage ? rng.int(1, 2) : rng.int(1, houseClass === HouseClass.elit ? 2 : 4);
  const firstOffset = finished ? -rng.int(2, 8) : rng.int(1, 4);
  const pavilionWord = rng.pick(PAVILION_WORDS);
  const sectionWord = rng.pick(SECTION_WORDS);
  const streets = rng.shuffle(COTTAGE_STREETS);
  const [fMin, fMax] = mountain ? [5, 8] : FLOORS[houseClass];
  const [rMin, rMax] = RISERS[houseClass];
  let maxFloors = 0;
  let streetIndex = 0;
  const pavilions: PavilionSpec[] = [];
  for (let p = 0; p < pavilionCount; p++) {
    // A finished complex was handed over in stages before; a building one may have its first stage done already.
    const offset = finished
      ? firstOffset - (pavilionCount - 1 - p)
      : p === 0 && pavilionCount > 1 && rng.chance(0.3)
        ? -rng.int(1, 4)
        : firstOffset + p * rng.int(1, 2);
    const dateBuild = quarterDeadline(now, offset);
    const pavilionFinished = dateBuild < isoDate(now);
    const sectionCount = cottage ? rng.int(1, 3) : rng.int(1, 3);
    const floors = rng.int(fMin, fMax);
    maxFloors = Math.max(maxFloors, floors);
    let number = 1;
    const sections: PavilionSpec['sections'] = [];
    for (let s = 0; s < sectionCount; s++) {
      const first = p === 0 && s === 0;
      if (cottage) {
        sections.push({
          name: streets[streetIndex++ % streets.length]!,
          published: !(sectionCount > 1 && rng.chance(0.05)),
          grid: planCottageStreet(rng, {
            houses: rng.int(5, 12),
            squarePrice,
            interior,
            finished: pavilionFinished,
            actionShare: isAction ? 0.15 : 0.02,
          }),
        });
        continue;
      }
      // The first complexes show every row type: parking, ground and duplexes, then a mansard.
      const top: SectionTop =
        first && index === 0
          ? 'duplex'
          : first && index === 1
            ? 'mansard'
            : rng.weighted<SectionTop>([
                ['flat', 35],
                ['penthouse', 25],
                ['mansard', mountain || houseClass === HouseClass.comfort ? 25 : 10],
                ['duplex', houseClass >= HouseClass.business ? 25 : 10],
              ]);
      const parkingChance = { 1: 0.2, 2: 0.5, 3: 0.75, 4: 0.9 }[houseClass];
      const planned = planSectionGrid(rng, {
        floors: Math.max(5, floors + rng.int(-2, 0)),
        risers: rng.int(rMin, rMax),
        parkingRows: first && index < 2 ? 1 : rng.chance(parkingChance) ? rng.int(1, 2) : 0,
        ground: (first && index === 0) || rng.chance(0.4),
        top,
        squarePrice,
        houseClass,
        interior,
        finished: pavilionFinished,
        actionShare: isAction ? 0.12 : 0.02,
        firstNumber: number,
      });
      number = planned.lastNumber + 1;
      sections.push({
        name: `${sectionWord} ${s + 1}`,
        published: !(sectionCount > 1 && s > 0 && rng.chance(0.06)),
        grid: planned.grid,
      });
    }
    pavilions.push({
      name: cottage ? `Очередь ${p + 1}` : `${pavilionWord} ${p + 1}`,
      published: !(pavilionCount > 1 && p > 0 && rng.chance(0.06)),
      dateBuild,
      isFinished: pavilionFinished,
      isAction: isAction && rng.chance(0.5),
      sections,
    });
  }
  return { pavilions, maxFloors };
}
