// The id in an address like /realty/{id} or /offer/{id}: a whole number the server could hold, or null when the
// address cannot name anything (then the page says «not found» without asking the server).
const MAX_ID = 2_147_483_647;

export function entityId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
