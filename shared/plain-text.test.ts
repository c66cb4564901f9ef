import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';
import { ZBookingCreate } from './schemas/bookings.ts';
import { ZReactionCreate } from './schemas/collections-live.ts';
import { ZEmbedRequest } from './schemas/embed.ts';

describe('plainText', () => {
  it('strips nested tags until none is left', () => {
    expect(plainText('<<b>img src=x onerror=alert(1)>Привет')).toBe('Привет');
    expect(plainText('<scr<script>ipt>alert(1)</scr</script>ipt>')).toBe('alert(1)');
    expect(plainText('<<<b>b>i>mg onerror=x>')).not.toMatch(/<[a-z]/i);
  });

  it('keeps a lone angle bracket that is not markup', () => {
    expect(plainText('этаж < 10, цена > 5 млн')).toBe('этаж < 10, цена > 5 млн');
  });

  it('drops invisible and direction-changing characters and folds a name to one line', () => {
    expect(plainText('Ив\u202Eан\u200B\n Петров', { multiline: false })).toBe('Иван Петров');
  });
});

describe('plain-text fields in the schemas', () => {
  const booking = { cellId: 1, kind: 'request', clientPhone: '+79001234567' };

  it('stores a booking name and comment with no markup, and markup alone is no name', () => {
    const read = ZBookingCreate.parse({
      ...booking,
      clientName: '<<b>img src=x>Анна',
      comment: '<i>звоните</i> вечером',
    });
    expect(read.clientName).toBe('Анна');
    expect(read.comment).toBe('звоните вечером');
    expect(ZBookingCreate.safeParse({ ...booking, clientName: '<b></b>' }).success).toBe(false);
  });

  it('does the same for the widget and for reactions', () => {
    const lead = ZEmbedRequest.parse({ cellId: 1, name: '<<b>svg onload=x>Олег', phone: '+79001234567' });
    expect(lead.name).toBe('Олег');
    const reaction = ZReactionCreate.parse({ kind: 3, itemId: 1, comment: '<<a>a href=x>ссылка</a>' });
    expect(reaction.comment).toBe('ссылка');
  });
});
