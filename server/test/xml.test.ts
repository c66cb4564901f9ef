import { describe, expect, it } from 'vitest';
import { schemaErrors } from './xml.ts';

// The feeds' tests trust schemaErrors to say '' only for a valid document: it must also say why one is not.
describe('[feeds] schema validation in tests', () => {
  it('names the element a feed lacks, and the malformed document', async () => {
    const missing = await schemaErrors(
      '<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06"/>',
      'yandex',
    );
    expect(missing).not.toBe('');
    expect(await schemaErrors('<not-closed>', 'avito')).not.toBe('');
  });
});
