import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { readPdf } from '../../test/pdf.ts';
import { actor, bindAll, complex, resaleOffer, type Actor } from '../../test/worlds/cabinet.ts';
import { attachment } from './routes.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

describe('[snapshots] the PDF of a shared collection', () => {
  const t = useTestApp();
  let agent: Actor;
  let snapshotId: string;

  beforeAll(async () => {
    agent = await actor(t, Role.agent, {
      name: 'Екатерина Лебедева',
      whatsapp: '+79181234567',
      telegram: 'kate_sochi',
    });
    const seller = await actor(t, Role.agent);
    const sea = await complex(t, { title: 'ЖК Морской' });
    const first = await resaleOffer(t, seller, { price: 12_500_000 });
    const second = await resaleOffer(t, seller, { price: 9_800_000, address: 'г. Сочи, ул. Роз, 3' });
    const created = await t.call(
      collectionsApi.createCollection,
      { body: { name: 'Для Петровых у моря' } },
      agent,
    );
    const collectionId = created.json().data.id;
    await bindAll(t, agent, collectionId, [
      { objectId: sea.object.id },
      ...[first, second].map((offer) => ({ objectId: offer.id, isOffer: 1 as const })),
    ]);
    const snapshot = await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent);
    snapshotId = snapshot.json().id;
  });

  it('serves anyone holding the link a PDF with the collection, the agent and the prices in Russian', async () => {
    const res = await t.call(snapshotApi.getSnapshotPdf, { params: { id: snapshotId } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="podborka.pdf"; filename*=UTF-8''${encodeURIComponent('Подборка Для Петровых у моря.pdf')}`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await readPdf(pdf);
    expect(text).toContain('Для Петровых у моря');
    expect(text).toContain('Екатерина Лебедева');
    // Neutral wording: nothing guesses the agent's gender («подготовил(а)»).
    expect(text).toContain('Автор подборки');
    expect(text).not.toContain('(а)');
    expect(text).toContain('+7(918)123-45-67');
    expect(text).toContain('@kate_sochi');
    expect(text).toContain('12 500 000 ₽');
    expect(text).toContain('9 800 000 ₽');
    expect(text).toContain('ЖК Морской');
    expect(text).toContain('3 объекта');
    // A cover and a page per item.
    expect(pages).toBe(4);
  });

  it('is NotFound for an unknown or malformed id, like the page', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '%E2%80%AE']) {
      const res = await t.call(snapshotApi.getSnapshotPdf, { params: { id } });
      expect(res.statusCode, id).toBe(404);
      expect(res.failure().type).toBe('NotFound');
      expect(res.failure().message).toMatch(/[а-я]/);
    }
  });

  it('names the file in ASCII too when the name is plain', () => {
    expect(attachment('Podborka 1.pdf')).toBe(
      `attachment; filename="Podborka 1.pdf"; filename*=UTF-8''Podborka%201.pdf`,
    );
    expect(attachment('Подборка (1).pdf')).toContain(`filename*=UTF-8''%D0%9F`);
    expect(attachment('Подборка (1).pdf')).toContain('%281%29.pdf');
  });
});
