// SVG to pixels with sharp, and a small limiter so rendering keeps both cores busy but no more.
import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../../../storage/images.ts';

/** 'png' is for files kept as they are; 'lossless' is a quickly compressed PNG on its way to the image pipeline. */
export async function rasterize(svg: string, format: 'jpeg' | 'png' | 'lossless'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (format === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  return image.png({ compressionLevel: format === 'png' ? 6 : 1 }).toBuffer();
}

/** Renders an SVG and runs it through the upload pipeline, as a user's photo would be. */
export async function svgPhoto(svg: string): Promise<ProcessedImage> {
  return processImage(await rasterize(svg, 'jpeg'));
}

/** Runs the tasks at most `concurrency` at a time; results in order. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], concurrency = 2): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
