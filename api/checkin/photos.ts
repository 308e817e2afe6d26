// A check-in photo as the book keeps it: decoded by sharp (libvips) only when it is a raster photo
// format, within a pixel budget (a small file can declare a huge picture: a decompression bomb), turned
// upright, shrunk to fit PHOTO_LIMITS.edge and re-encoded as JPEG. sharp writes no metadata unless told
// to, so the location, the camera and the time in EXIF, XMP and IPTC never reach the database.
import sharp from "sharp";

export const PHOTO_LIMITS = {
  /** Bytes of one uploaded file (a phone's camera JPEG is 2 to 6 MB). */
  maxBytes: 12 * 1024 * 1024,
  /** Photos one check-in keeps in all. */
  maxCount: 8,
  /** Pixels a file may declare (a 48 MP iPhone photo is about 48 million). */
  maxPixels: 50_000_000,
  /** The longest side kept: enough to see a scratch, small enough for the book. */
  edge: 1600,
} as const;

// Raster formats a camera writes; SVG (which can carry script), PDF and anything else are refused
// before libvips decodes a byte of them.
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "heif", "avif"]);

// libvips keeps decoded pixels in a cache for repeated operations; a check-in never repeats one.
sharp.cache(false);

export interface Photo {
  bytes: Buffer;
  width: number;
  height: number;
}

export type PhotoRefusal = { status: 413 | 415; code: string; message: string };

/** The photo as the book keeps it, or why it is refused (with the 4xx it earns). */
export async function preparePhoto(
  input: Buffer,
): Promise<{ ok: true; photo: Photo } | ({ ok: false } & PhotoRefusal)> {
  if (input.length > PHOTO_LIMITS.maxBytes) return refuse(413, "photo_too_large", tooLarge);
  const options = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: "error" } as const;
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    return refuse(415, "not_an_image", notAPhoto);
  }
  if (!format || !PHOTO_FORMATS.has(format)) return refuse(415, "not_an_image", notAPhoto);
  if (pixels > PHOTO_LIMITS.maxPixels) return refuse(413, "photo_too_many_pixels", tooManyPixels);
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: PHOTO_LIMITS.edge, height: PHOTO_LIMITS.edge, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: data, width: info.width, height: info.height } };
  } catch {
    // A truncated file, or a HEIC whose codec this build of libvips lacks.
    return refuse(415, "not_an_image", notAPhoto);
  }
}

const refuse = (status: 413 | 415, code: string, message: string) => ({ ok: false as const, status, code, message });
const notAPhoto = "A file is not a photo this desk can read: send JPEG, PNG or WebP pictures (a camera's photos are).";
const tooLarge = `A photo is larger than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB: take it again at a lower size.`;
const tooManyPixels = `A photo has more than ${PHOTO_LIMITS.maxPixels / 1_000_000} million pixels: nothing was saved.`;
