// Plans of floors and units (PRODUCT §5: plan images accept png, jpeg, webp), checked by their bytes, then processed
// into the usual webp variants before any transaction opens (sharp is slow; rows stay unlocked meanwhile).
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { ValidationFailed } from '../../errors.ts';
import { detectImageFormat, processImage, type ProcessedImage } from '../../storage/images.ts';
import type { TUploadedFile } from './form-body.ts';

const PLAN_FORMATS = new Set(['png', 'jpeg', 'webp']);

export async function processPlan(file: TUploadedFile): Promise<ProcessedImage> {
  const format = detectImageFormat(file.data);
  if (!format || !PLAN_FORMATS.has(format)) {
    throw new ValidationFailed({ plan: [chessEditorTexts.validation.planFormat] });
  }
  try {
    return await processImage(file.data);
  } catch (error) {
    // The pipeline names its field `image`; here the field is the plan.
    if (error instanceof ValidationFailed)
      throw new ValidationFailed({ plan: Object.values(error.errors).flat() });
    throw error;
  }
}
