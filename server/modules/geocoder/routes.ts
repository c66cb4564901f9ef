// POST /api/geocoder {coords: [latitude, longitude]}: the address at a point and the district it lies in.
import type { FastifyPluginAsync } from 'fastify';
import { geocodePoint } from '#shared/api/reference.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { route } from '../../core/route.ts';
import { invalid } from '../../errors.ts';
import { createGeocoder } from '../../providers/geocoder.ts';
import { matchSubregion } from './match-subregion.ts';
import { loadSubregionRef } from './subregion-ref.ts';

const geocoderRoutes: FastifyPluginAsync = async (app) => {
  const geocoder = createGeocoder(app.env, app.db, (line) => app.log.warn(line));

  route(app, geocodePoint, async (request) => {
    const [latitude, longitude] = request.body.coords;
    const point = { latitude, longitude };
    const found = await geocoder.reverse(point);
    if (!found) throw invalid('coords', backofficeTexts.geocoder.notFound);
    const subregionId = await matchSubregion(app.db, point, found);
    return {
      address: found.address,
      subregion: await loadSubregionRef(app.db, subregionId),
      provider: found.provider,
    };
  });
};

export default geocoderRoutes;
