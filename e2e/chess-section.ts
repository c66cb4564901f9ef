// A published building with one section of any size, made through the back-office API as the demo builder would,
// for specs that need a known chessboard (a 30-floor × 12-riser section on a phone, say). It goes into one of the
// builder's published complexes (a new complex would change the feed's counts under specs running beside it), and
// `remove()` deletes the building again.
import { expect, type APIRequestContext } from '@playwright/test';

export interface SectionUnit {
  id: number;
  /** Floor from the bottom (1 is the ground floor) and riser from the left (1 is the first). */
  floor: number;
  riser: number;
  number: string;
  status: number;
  area: number;
  price: number;
}

export interface PublishedSection {
  objectId: number;
  pavilionId: number;
  sectionId: number;
  units: SectionUnit[];
  /** Deletes the building with its section. */
  remove(): Promise<void>;
}

export interface SectionOptions {
  floors: number;
  risers: number;
  /** Building name; unique by default, so parallel runs never mix theirs up. */
  name?: string;
  /** Status of each unit (PRODUCT §3: assignment 1, fund 2, reserve 3, sale 4, sold 5); mostly on sale by default. */
  status?: (floor: number, riser: number) => number;
}

const STATUS_CYCLE = [4, 4, 4, 5, 3, 4, 1, 4, 5, 2];
const defaultStatus = (floor: number, riser: number) =>
  STATUS_CYCLE[(floor * 3 + riser) % STATUS_CYCLE.length]!;

/** PUTs at once while the units are filled in: enough to be quick, few enough for the e2e server's two cores. */
const PARALLEL = 8;

function backoffice(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
    return res.status() === 204 ? null : res.json();
  };
  return {
    get: async (url: string) => ok(await request.get(url, { headers }), `GET ${url}`),
    post: async (url: string, data: object) => ok(await request.post(url, { headers, data }), `POST ${url}`),
    put: async (url: string, data: object) => ok(await request.put(url, { headers, data }), `PUT ${url}`),
    delete: async (url: string) => ok(await request.delete(url, { headers }), `DELETE ${url}`),
  };
}

/**
 * The builder's oldest published complex: a seeded one, never one another spec has just published (and is about
 * to unpublish again).
 */
async function publishedComplexOf(api: ReturnType<typeof backoffice>): Promise<number> {
  const { data } = (await api.get('/api/backoffice/objects?page=1')) as {
    data: { id: number; published: boolean }[];
  };
  const ids = data.filter((o) => o.published).map((o) => o.id);
  if (ids.length === 0) throw new Error('the builder has no published complex');
  return Math.min(...ids);
}

export async function createPublishedSection(
  request: APIRequestContext,
  builderToken: string,
  options: SectionOptions,
): Promise<PublishedSection> {
  const api = backoffice(request, builderToken);
  const { floors, risers, status = defaultStatus } = options;
  const objectId = await publishedComplexOf(api);
  const pavilion = (await api.post(`/api/backoffice/objects/${objectId}/pavilions`, {
    name: options.name ?? `Корпус ${floors}×${risers} ${Date.now() % 100_000}`,
  })) as { id: number };
  const section = (await api.post(`/api/backoffice/pavilions/${pavilion.id}/sections`, {
    name: 'Секция 1',
    rows: floors,
    cols: risers,
  })) as { id: number };
  const grid = (await api.get(`/api/backoffice/pavilions/${pavilion.id}/sections/${section.id}`)) as {
    cells: { id: number; bbox: [number, number, number, number] }[];
  };
  expect(grid.cells).toHaveLength(floors * risers);

  // The grid's first row is the top floor.
  const units: SectionUnit[] = grid.cells.map((cell) => {
    const floor = floors - cell.bbox[0];
    const riser = cell.bbox[1] + 1;
    const area = 30 + ((floor * risers + riser) % 9) * 7.5;
    return {
      id: cell.id,
      floor,
      riser,
      number: String((floor - 1) * risers + riser),
      status: status(floor, riser),
      area,
      price: Math.round(area * (250_000 + floor * 2_000)),
    };
  });
  for (let i = 0; i < units.length; i += PARALLEL) {
    await Promise.all(
      units.slice(i, i + PARALLEL).map((unit) =>
        api.put(`/api/backoffice/cells/${unit.id}`, {
          status: unit.status,
          number: unit.number,
          area: unit.area,
          price: unit.price,
          cntApart: ((unit.riser - 1) % 4) + 1,
        }),
      ),
    );
  }
  await api.put(`/api/backoffice/pavilions/${pavilion.id}/sections/${section.id}`, { published: 1 });
  await api.put(`/api/backoffice/objects/${objectId}/pavilions/${pavilion.id}`, { published: 1 });
  return {
    objectId,
    pavilionId: pavilion.id,
    sectionId: section.id,
    units,
    remove: async () => {
      await api.delete(`/api/backoffice/objects/${objectId}/pavilions/${pavilion.id}`);
    },
  };
}
