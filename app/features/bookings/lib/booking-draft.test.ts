import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

/** The module as a reloaded page reads it. */
const fresh = () => import('./booking-draft.ts');

describe('[bookings] the booking sheet’s draft', () => {
  it('[bookings] outlives a reload of the tab, for its unit and kind only', async () => {
    const before = await fresh();
    before.startBookingDraft(15, 'request');
    before.keepBookingValues(15, 'request', {
      clientName: 'Анна',
      clientPhone: '+79181234567',
      comment: 'Ипотека',
    });
    vi.resetModules();
    const after = await fresh();
    expect(after.readBookingDraft(15)).toEqual({
      cellId: 15,
      kind: 'request',
      values: { clientName: 'Анна', clientPhone: '+79181234567', comment: 'Ипотека' },
    });
    expect(after.readBookingDraft(16)).toBeNull();
  });

  it('[bookings] is gone after it is sent or closed, and at logout', async () => {
    const drafts = await fresh();
    drafts.startBookingDraft(15, 'booking');
    drafts.dropBookingDraft();
    vi.resetModules();
    expect((await fresh()).readBookingDraft(15)).toBeNull();

    (await fresh()).startBookingDraft(15, 'booking');
    const { forgetTabDrafts } = await import('#app/lib/storage.ts');
    forgetTabDrafts();
    vi.resetModules();
    expect((await fresh()).readBookingDraft(15)).toBeNull();
  });

  it('[bookings] ignores what it cannot read', async () => {
    sessionStorage.setItem('booking-draft', '{"cellId":"x"}');
    expect((await fresh()).readBookingDraft(15)).toBeNull();
  });
});
