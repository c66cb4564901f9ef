// An arrange step several specs share: the demo agent books a free unit of the demo builder through the API.
import { expect, type APIRequestContext } from '@playwright/test';
import { createBooking } from '#shared/api/bookings.ts';
import { apiOf } from './api.ts';
import { demoToken } from './demo-login.ts';
import { freeUnit } from './demo-sections.ts';
import { authHeaders } from './workflows-helpers.ts';

/** Books a free unit for a client as the demo agent (201 expected); the booking as the API answered it. */
export async function agentBooksFreeUnit(
  request: APIRequestContext,
  clientPhone: string,
  clientName = 'Вера Ковалёва',
) {
  const unit = await freeUnit(request);
  const booked = await apiOf(request).call(
    createBooking,
    { body: { cellId: unit.cellId, kind: 'booking', clientName, clientPhone } },
    { headers: authHeaders(await demoToken('agent')) },
  );
  expect(booked.status, booked.text).toBe(201);
  return booked.body.booking;
}
