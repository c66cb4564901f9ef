import { describe, expect, it } from 'vitest';
import { Role } from '#shared/enums.ts';
import { appVersions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { useActor } from '../../test/worlds/cabinet.ts';
import * as appVersionApi from '#shared/api/app-version.ts';

describe('[app-version] the wrapper’s version check and the admin’s broadcasts', () => {
  const t = useTestApp();
  const admin = useActor(t, Role.admin);
  const moder = useActor(t, Role.moder);

  it('answers NotFound before any version is published', async () => {
    const res = await t.callRaw(appVersionApi.latestAppVersion);
    expect(res.statusCode).toBe(404);
    expect(res.failure().type).toBe('NotFound');
  });

  it('publishes a version (admin only), answers it without a token and tells every open app', async () => {
    await t.db.insert(appVersions).values({ package: 'ru.kvartal.app', code: 41, name: '2.3.0' });
    t.realtime.sent.length = 0;
    const published = await t.call(
      appVersionApi.publishAppVersion,
      {
        body: {
          package: 'ru.kvartal.app',
          code: '42',
          name: '2.4.0',
          url: 'https://kvartal.example/app/kvartal-2.4.0.apk',
        },
      },
      admin,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(t.realtime.sent).toEqual([
      {
        userId: null,
        event: 'NewAppVersion',
        payload: { package: 'ru.kvartal.app', version: { code: 42, name: '2.4.0' } },
      },
    ]);

    const res = await t.callRaw(appVersionApi.latestAppVersion);
    expect(res.json()).toMatchObject({
      package: 'ru.kvartal.app',
      version: { code: 42, name: '2.4.0' },
      url: 'https://kvartal.example/app/kvartal-2.4.0.apk',
    });
    expect(
      (await t.call(appVersionApi.latestAppVersion, { query: { package: 'ru.kvartal.app' } })).json().version
        .code,
    ).toBe(42);
    expect(
      (await t.call(appVersionApi.latestAppVersion, { query: { package: 'ru.other' } })).statusCode,
    ).toBe(404);
  });

  it('refuses an older code, bad input and anyone but an admin', async () => {
    const older = await t.call(
      appVersionApi.publishAppVersion,
      {
        body: {
          package: 'ru.kvartal.app',
          code: 42,
          name: '2.4.1',
        },
      },
      admin,
    );
    expect(older.statusCode).toBe(422);
    expect(older.failure().errors.code[0]).toContain('42');
    const cases = [
      { package: 'kvartal', code: 50, name: '3.0' },
      { package: 'ru.kvartal.app', code: 0, name: '3.0' },
      { package: 'ru.kvartal.app', code: 50, name: '' },
      { package: 'ru.kvartal.app', code: 50, name: '3.0', url: 'не ссылка' },
    ];
    for (const body of cases) {
      expect(
        (await t.call(appVersionApi.publishAppVersion, { body }, admin)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    }
    const refused = await t.call(
      appVersionApi.publishAppVersion,
      {
        body: {
          package: 'ru.kvartal.app',
          code: 60,
          name: '4',
        },
      },
      moder,
    );
    expect(refused.statusCode).toBe(403);
    expect((await t.callRaw(appVersionApi.latestAppVersion)).json().version.code).toBe(42);
  });

  it('broadcasts an admin’s message to every open app', async () => {
    t.realtime.sent.length = 0;
    const res = await t.call(
      appVersionApi.broadcastMessage,
      { body: { text: '  Сегодня в 23:00 обновление  ' } },
      admin,
    );
    expect(res.json()).toEqual({ ok: true });
    expect(t.realtime.sent).toEqual([
      { userId: null, event: 'Message', payload: { text: 'Сегодня в 23:00 обновление' } },
    ]);
    expect((await t.call(appVersionApi.broadcastMessage, { body: { text: '   ' } }, admin)).statusCode).toBe(
      422,
    );
    expect(
      (await t.call(appVersionApi.broadcastMessage, { body: { text: 'Привет' } }, moder)).statusCode,
    ).toBe(403);
    expect((await t.call(appVersionApi.broadcastMessage, { body: { text: 'Привет' } })).statusCode).toBe(401);
  });
});
