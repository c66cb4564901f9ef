// Which demo sections went on sale during the year, and on which week (the demo builder's complexes aside: their
// bookings and deals have past dates): every fourth complex is new (its first section
// opened 6–46 weeks ago, each next one 2–10 weeks later), and in every third of the others with several sections
// the last one is a new phase («очередь») opened 4–40 weeks ago. Until its launch a section's units stand in the
// builder's fund; the market reads a launch as a unit's first record on sale (decision 045).
import { Random } from './random.ts';

/** Section id → weeks ago its units went on sale; sections not in the map were on sale before the year began. */
export function launchWeeks(
  units: readonly { objectId: number; sectionId: number | null }[],
  yearWeeks: number,
): Map<number, number> {
  const sectionsOf = new Map<number, Set<number>>();
  for (const u of units) {
    if (u.sectionId == null) continue;
    const set = sectionsOf.get(u.objectId) ?? new Set<number>();
    set.add(u.sectionId);
    sectionsOf.set(u.objectId, set);
  }
  const rng = new Random('launches');
  const out = new Map<number, number>();
  const complexes = [...sectionsOf.keys()].sort((a, b) => a - b);
  complexes.forEach((objectId, i) => {
    const sections = [...sectionsOf.get(objectId)!].sort((a, b) => a - b);
    const r = rng.fork(objectId);
    if (i % 4 === 1) {
      let week = r.int(6, Math.min(46, yearWeeks - 2));
      for (const id of sections) {
        out.set(id, week);
        // The next section 2–10 weeks later, or the same day when that would be within the last month.
        const next = week - r.int(2, 10);
        if (next >= 4) week = next;
      }
    } else if (i % 3 === 2 && sections.length > 1) {
      out.set(sections.at(-1)!, r.int(4, 40));
    }
  });
  return out;
}
