// Upload limits in one place.
export const UPLOAD_LIMITS = {
  /** JSON bodies, including a whole chessboard structure. */
  jsonBytes: 5 * 1024 * 1024,
  /** One uploaded file (images arrive downscaled to 2048×2048 webp; documents may be larger). */
  fileBytes: 25 * 1024 * 1024,
  fieldBytes: 1024 * 1024,
  /** Images: the longest side after processing, and the most pixels a decoder may open (decompression bombs). */
  imageMaxSide: 2048,
  imageMaxInputPixels: 50_000_000,
} as const;
