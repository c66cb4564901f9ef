// Deadlines of buildings and sections are months (PRODUCT §3: dateBuild is a month). The month input gives '11.2026';
// the database keeps the first day of the month, '2026-11-01'.

/** '11.2026', '2026-11', '2026-11-21' or '21.11.2026' → '2026-11-01'; null when it is not a real month. */
export function monthToIso(text: string): string | null {
  const value = text.trim();
  let month: number;
  let year: number;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,2})\.(\d{4})$/.exec(value))) [month, year] = [Number(m[1]), Number(m[2])];
  else if ((m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value))) [year, month] = [Number(m[1]), Number(m[2])];
  else if ((m = /^\d{1,2}\.(\d{1,2})\.(\d{4})$/.exec(value))) [month, year] = [Number(m[1]), Number(m[2])];
  else return null;
  if (month < 1 || month > 12 || year < 1900 || year > 2200) return null;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** '2026-11-01' → '11.2026', the month input's value; '' for none. */
export function isoToMonth(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}.${m[1]}` : '';
}
