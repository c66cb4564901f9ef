// The demo companies' public faces: every builder company is named after the builder whose complexes its owner
// holds (not after the owner, as a company made for a person is), and with pictures on each company gets a square
// logo, drawn as an SVG and kept in storage as WebP, as an uploaded one would be.
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { CompanyKind } from '#shared/companies.ts';
import type { DbOrTx } from '../client.ts';
import { companies, companyMembers } from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { sha256 } from '../../core/hash.ts';
import type { DemoCompanies } from './demo-companies.ts';
import { BUILDERS } from './content/companies.ts';
import { escapeXml, shade, svgDocument } from './pictures/svg.ts';

const SIZE = 256;
const FONT = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';
const COLORS = ['#1d4e89', '#00798c', '#8f2d56', '#2e4057', '#3d5a80', '#66a182', '#c1802e', '#d1495b'];

/** «ГК «Черноморская Ривьера»» → «ЧР»: the first letters of the quoted name, else of the words. */
export function initialsOf(name: string): string {
  const quoted = /«(.+)»/.exec(name)?.[1] ?? name;
  const words = quoted
    .replace(/[«»"]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** A square logo: a builder's is a row of towers, an agency's a roof, over the initials. */
export function renderCompanyLogo(
  kind: 'agency' | 'builder',
  name: string,
  color: string,
  /** The monogram when the name alone gives a poor one (the demo builders' own short names). */
  short = initialsOf(name),
): string {
  const dark = shade(color, -0.2);
  const sign =
    kind === CompanyKind.builder
      ? [
          [70, 58, 34, 70],
          [111, 40, 34, 88],
          [152, 70, 34, 58],
        ]
          .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#ffffff"/>`)
          .join('')
      : `<path d="M64 118 L128 56 L192 118" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/><rect x="112" y="98" width="32" height="30" rx="4" fill="#ffffff"/>`;
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/>`,
    `<rect x="20" y="20" width="216" height="216" rx="44" fill="${color}"/>`,
    `<path d="M20 150 H236 V192 A44 44 0 0 1 192 236 H64 A44 44 0 0 1 20 192 Z" fill="${dark}"/>`,
    sign,
    `<text x="128" y="212" font-size="58" font-weight="bold" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(short)}</text>`,
  ];
  return svgDocument(SIZE, SIZE, '', body.join(''));
}

async function saveLogo(storage: Storage, companyId: number, svg: string): Promise<string> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
  const key = `companies/${companyId}/logo-${sha256(webp.toString('base64')).slice(0, 12)}.webp`;
  await storage.put(key, webp);
  return key;
}

export async function seedDemoCompanyFaces(
  tx: DbOrTx,
  storage: Storage,
  demo: DemoCompanies,
  /** Each other builder's owner and the builder's name. */
  builders: readonly { ownerId: number; name: string }[],
  withPictures: boolean,
): Promise<number> {
  for (const { ownerId, name } of builders) {
    const own = tx
      .select({ id: companyMembers.companyId })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, ownerId), eq(companyMembers.kind, CompanyKind.builder)));
    await tx.update(companies).set({ name }).where(inArray(companies.id, own));
  }
  if (!withPictures) return 0;
  const rows = await tx
    .select({ id: companies.id, kind: companies.kind, name: companies.name })
    .from(companies);
  let drawn = 0;
  for (const row of rows) {
    const color =
      row.id === demo.builderCompanyId
        ? '#00798c'
        : row.id === demo.agencyId
          ? '#8f2d56'
          : COLORS[row.id % COLORS.length]!;
    const short = BUILDERS.find((b) => b.name === row.name)?.short;
    const logo = await saveLogo(storage, row.id, renderCompanyLogo(row.kind, row.name, color, short));
    await tx.update(companies).set({ logo }).where(eq(companies.id, row.id));
    drawn++;
  }
  return drawn;
}
