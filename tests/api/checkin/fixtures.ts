// Files a check-in is sent in these tests: a camera photo with its location in EXIF, and what must be
// refused (a renamed executable, an SVG with script, a decompression bomb: a small PNG whose header
// declares a picture far past the pixel limit, with a valid checksum so only the limit stops it).
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { PHOTO_LIMITS } from "../../../api/checkin/photos.ts";

/** The latitude 32° 48' 37" as EXIF writes it (three little-endian rationals): found in a file, it is the GPS. */
export const GPS_LATITUDE = Buffer.from(new Uint32Array([32, 1, 48, 1, 37, 1]).buffer);

/** A JPEG like a phone's, with Make, Model and a GPS position in its EXIF. */
export const gpsPhoto = (width = 2400, height = 1800, colour = "#c33") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "32/1 48/1 37/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "83/1 42/1 28/1",
      },
    })
    .toBuffer();

/** An ELF executable's first bytes, named photo.jpg by whoever sends it. */
export const renamedExecutable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(4096, 0x90),
]);

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(document.cookie)</script><rect width="200" height="200" fill="red"/></svg>',
);

/** A tiny PNG whose header says it is side x side pixels (default: past the limit). */
export async function decompressionBomb(side = Math.ceil(Math.sqrt(PHOTO_LIMITS.maxPixels)) * 3): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  // IHDR's data starts after the 8-byte signature, 4 bytes of length and 4 of type; its CRC follows 13 bytes of data.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
