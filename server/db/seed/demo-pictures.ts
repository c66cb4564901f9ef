// Every picture of the demo, rendered locally and run through the upload pipeline: a cover per complex,
// shared pools of views and interiors, typical floor plans, partner logos.
import { Layout, RowType } from '#shared/enums.ts';
import type { ProcessedImage } from '../../storage/images.ts';
import { processImage } from '../../storage/images.ts';
import type { ComplexPlan } from './complex-plan.ts';
import type { PartnerData } from './content/companies.ts';
import type { GridSpec } from './grid.ts';
import { renderCottages } from './pictures/cottage.ts';
import { renderFloorPlan, renderLogo, type PlanFlat } from './pictures/drawings.ts';
import { PALETTES, renderExterior } from './pictures/exterior.ts';
import { renderInterior, type RoomKind } from './pictures/interior.ts';
import { inParallel, rasterize, svgPhoto } from './pictures/render.ts';
import type { Random } from './random.ts';

type SceneKind = 'sea' | 'hills' | 'alps' | 'cottage';

export interface DemoPictures {
  /** One per complex plan, in order. */
  covers: ProcessedImage[];
  /** Further views by kind of place. */
  views: Record<SceneKind, ProcessedImage[]>;
  interiors: ProcessedImage[];
  /** A typical floor plan per complex plan (null for settlements). */
  plans: (ProcessedImage | null)[];
  logos: ProcessedImage[];
}

export const sceneOf = (plan: ComplexPlan): SceneKind =>
  plan.look.cottage ? 'cottage' : plan.look.alps ? 'alps' : plan.look.sea ? 'sea' : 'hills';

/** Living rows whose units are all single flats: the floors a typical plan describes. */
export function typicalRows(grid: GridSpec): number[] {
  const single = new Map<number, number>();
  for (const cell of grid.cells) {
    const [r0, c0, r1, c1] = cell.bbox;
    if (cell.disabled || r1 - r0 !== 1 || c1 - c0 !== 1 || !cell.cntApart) continue;
    single.set(r0, (single.get(r0) ?? 0) + 1);
  }
  return grid.rows
    .map((row, r) => ({ row, r }))
    .filter(({ row, r }) => row.type === RowType.live && single.get(r) === grid.colsCount)
    .map(({ r }) => r);
}

export function planFlats(grid: GridSpec, row: number): PlanFlat[] {
  return grid.cells
    .filter((c) => c.bbox[0] === row)
    .sort((a, b) => a.bbox[1] - b.bbox[1])
    .map((c) => ({
      riser: grid.cols[c.bbox[1]]?.name ?? '',
      cntApart: c.cntApart ?? Layout.all,
      area: c.area ?? null,
    }));
}

function scene(rng: Random, kind: SceneKind, floors: number, towers: number, premium: boolean): string {
  const palette = rng.pick(PALETTES);
  if (kind === 'cottage') return renderCottages(rng, palette, rng.chance(0.5));
  return renderExterior(rng, {
    palette,
    sea: kind === 'sea',
    alps: kind === 'alps',
    floors,
    towers,
    premium,
  });
}

export async function renderDemoPictures(
  rng: Random,
  plans: readonly ComplexPlan[],
  partners: readonly PartnerData[],
): Promise<DemoPictures> {
  // Settlement views are always drawn: resale houses use them too.
  const kinds = [...new Set<SceneKind>([...plans.map(sceneOf), 'cottage'])];
  const viewsPerKind = Math.min(4, Math.max(2, Math.ceil(plans.length / 8)));
  const roomKinds: RoomKind[] = ['living', 'kitchen', 'bedroom'];
  const interiorCount = Math.min(12, Math.max(3, plans.length));

  // Each task draws its SVG first (cheap, deterministic order), then renders in parallel.
  const tasks: (() => Promise<ProcessedImage>)[] = [];
  const push = (svg: string, format: 'jpeg' | 'png' = 'jpeg') => {
    tasks.push(() => (format === 'jpeg' ? svgPhoto(svg) : rasterize(svg, 'lossless').then(processImage)));
    return tasks.length - 1;
  };

  const coverAt = plans.map((plan) =>
    push(
      scene(
        rng.fork(`cover-${plan.data.slug}`),
        sceneOf(plan),
        plan.look.floors,
        plan.look.towers,
        plan.look.premium,
      ),
    ),
  );
  const viewAt = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      Array.from({ length: viewsPerKind }, (_, i) =>
        push(scene(rng.fork(`view-${kind}-${i}`), kind, rng.int(6, 24), rng.int(1, 3), rng.chance(0.5))),
      ),
    ]),
  ) as Partial<Record<SceneKind, number[]>>;
  const interiorAt = Array.from({ length: interiorCount }, (_, i) =>
    push(renderInterior(rng.fork(`interior-${i}`), roomKinds[i % roomKinds.length]!)),
  );
  const planAt = plans.map((plan) => {
    const section = plan.spec.pavilions?.[0]?.sections[0];
    if (plan.look.cottage || !section) return null;
    const rows = typicalRows(section.grid);
    if (rows.length === 0) return null;
    const caption = `${plan.data.title} · ${plan.spec.pavilions![0]!.name}, ${section.name.toLowerCase()} · типовой этаж`;
    return push(renderFloorPlan(planFlats(section.grid, rows[0]!), caption).svg, 'png');
  });
  const logoAt = partners.map((p) => push(renderLogo(rng.fork(`logo-${p.slug}`), p.short, p.name), 'png'));

  const done = await inParallel(tasks, 2);
  return {
    covers: coverAt.map((i) => done[i]!),
    views: {
      sea: (viewAt.sea ?? []).map((i) => done[i]!),
      hills: (viewAt.hills ?? []).map((i) => done[i]!),
      alps: (viewAt.alps ?? []).map((i) => done[i]!),
      cottage: (viewAt.cottage ?? []).map((i) => done[i]!),
    },
    interiors: interiorAt.map((i) => done[i]!),
    plans: planAt.map((i) => (i == null ? null : done[i]!)),
    logos: logoAt.map((i) => done[i]!),
  };
}
