// The complex's DOCX template through docxtemplater (decision 041): read it, name the placeholders it uses (an unknown
// one refuses the upload with its name), fill it for a booking. `{name}` tags only; a broken file or tag is a 422.
import PizZip from 'pizzip';
import Docxtemplater from 'docxtemplater';
import { AGREEMENT_PLACEHOLDERS, type TAgreementPlaceholder } from '#shared/deals.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { fill } from '#shared/texts/ru.ts';
import { ValidationFailed } from '../../errors.ts';

const t = agreementTexts.errors;
const KNOWN = new Set<string>(AGREEMENT_PLACEHOLDERS);

const refuse = (text: string) => new ValidationFailed({ file: [text] });

interface TemplateErrorLike {
  properties?: {
    id?: string;
    context?: string;
    xtag?: string;
    errors?: TemplateErrorLike[];
  };
}

/** docxtemplater's own words on a bad tag, in Russian: the first problem, with the text around it. */
function tagProblem(error: unknown): string | null {
  const e = error as TemplateErrorLike;
  const first = e.properties?.errors?.[0] ?? e;
  const id = first.properties?.id;
  if (!id) return null;
  const where = first.properties?.context ?? first.properties?.xtag ?? '';
  return fill(t.tag[id] ?? t.tag.other!, where.trim());
}

function open(template: Buffer, parser?: (tag: string) => { get(scope: Record<string, string>): string }) {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw refuse(t.broken);
  }
  if (!zip.file('word/document.xml')) throw refuse(t.notDocx);
  try {
    return new Docxtemplater(zip, { paragraphLoop: true, linebreaks: true, errorLogging: false, parser });
  } catch (error) {
    const problem = tagProblem(error);
    throw refuse(problem ? fill(t.badTag, problem) : t.broken);
  }
}

/** The placeholders the template uses; 422 naming the first unknown one, with the list of those allowed. */
export function inspectTemplate(template: Buffer): TAgreementPlaceholder[] {
  const seen: string[] = [];
  open(template, (tag) => {
    seen.push(tag.trim());
    return { get: () => '' };
  });
  const unknown = seen.find((tag) => !KNOWN.has(tag));
  if (unknown !== undefined)
    throw refuse(fill(t.unknownPlaceholder, unknown, AGREEMENT_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')));
  return [...new Set(seen)] as TAgreementPlaceholder[];
}

/** The template filled with the booking's values: a DOCX. */
export function fillTemplate(template: Buffer, values: Record<TAgreementPlaceholder, string>): Buffer {
  const doc = open(template, (tag) => ({
    get: (scope) => scope[tag.trim()] ?? '',
  }));
  doc.render(values);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
