// A construction site at a stage, drawn for the demo's progress reports: a monolithic frame rising floor by floor
// with a tower crane, the built share of the floors given by the percent; two viewpoints.
const W = 1200;
const H = 900;

export function constructionSvg(percent: number, view: 0 | 1): string {
  const floors = 16;
  const built = Math.max(1, Math.round((percent / 100) * floors));
  const glazed = Math.max(0, Math.round(((percent - 55) / 45) * floors));
  const floorH = 34;
  const ground = 760;
  const x0 = view === 0 ? 300 : 420;
  const width = view === 0 ? 560 : 420;
  const parts: string[] = [];
  for (let f = 0; f < built; f++) {
    const y = ground - (f + 1) * floorH;
    parts.push(`<rect x="${x0}" y="${y}" width="${width}" height="${floorH - 4}" fill="#b9b4aa"/>`);
    parts.push(`<rect x="${x0}" y="${y + floorH - 6}" width="${width}" height="6" fill="#8f8a80"/>`);
    const windows = Math.floor(width / 56);
    for (let w = 0; w < windows; w++) {
      const wx = x0 + 14 + w * 56;
      const fill = f < glazed ? (w % 3 === 0 ? '#9cc3de' : '#7fa9c8') : '#3d3a35';
      parts.push(`<rect x="${wx}" y="${y + 6}" width="30" height="${floorH - 16}" fill="${fill}"/>`);
    }
  }
  const top = ground - built * floorH;
  const craneX = view === 0 ? x0 + width + 70 : x0 - 90;
  const craneTop = Math.min(top - 120, 220);
  const jibTo = view === 0 ? craneX - 520 : craneX + 520;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${view === 0 ? '#8fc2ea' : '#a9cfe9'}"/><stop offset="1" stop-color="#e6f1f8"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M0 ${ground - 40} Q 300 ${ground - 120} 620 ${ground - 60} T ${W} ${ground - 70} V ${ground} H 0 Z" fill="#7fa37a"/>
  <rect y="${ground}" width="${W}" height="${H - ground}" fill="#a08c6e"/>
  <rect x="${x0 - 40}" y="${ground - 8}" width="${width + 80}" height="14" fill="#6f6a60"/>
  ${parts.join('\n  ')}
  <g stroke="#e0a21b" stroke-width="10" fill="none">
    <line x1="${craneX}" y1="${ground}" x2="${craneX}" y2="${craneTop}"/>
    <line x1="${craneX - 40}" y1="${craneTop}" x2="${jibTo}" y2="${craneTop}"/>
    <line x1="${craneX}" y1="${craneTop - 60}" x2="${jibTo}" y2="${craneTop}" stroke-width="4"/>
    <line x1="${craneX}" y1="${craneTop - 60}" x2="${craneX}" y2="${craneTop}"/>
  </g>
  <line x1="${(craneX + jibTo) / 2}" y1="${craneTop}" x2="${(craneX + jibTo) / 2}" y2="${top - 30}" stroke="#333" stroke-width="3"/>
  <rect x="${(craneX + jibTo) / 2 - 30}" y="${top - 30}" width="60" height="24" fill="#5b6770"/>
  <rect x="60" y="${ground + 30}" width="180" height="70" fill="#d9d2c3"/><rect x="80" y="${ground + 45}" width="60" height="30" fill="#7d8a93"/>
</svg>`;
}
