// A check-in photo through sharp: a phone's JPEG comes out upright, shrunk and with no metadata (its GPS
// position gone from the bytes), and what is not a photo, too large or a decompression bomb is refused
// with the 4xx it earns.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS, preparePhoto } from "../../../api/checkin/photos.ts";
import { decompressionBomb, GPS_LATITUDE, gpsPhoto, renamedExecutable, svgWithScript } from "./fixtures.ts";

describe("preparePhoto", () => {
  it("re-encodes a camera JPEG within the edge, with no EXIF and no GPS left in its bytes", async () => {
    const input = await gpsPhoto();
    expect(input.includes(GPS_LATITUDE)).toBe(true);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await preparePhoto(input);
    if (!result.ok) throw new Error(result.message);
    const meta = await sharp(result.photo.bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(result.photo.bytes.includes(GPS_LATITUDE)).toBe(false);
    expect(Math.max(meta.width!, meta.height!)).toBe(PHOTO_LIMITS.edge);
    expect([result.photo.width, result.photo.height]).toEqual([meta.width, meta.height]);
  });

  it.each([
    ["a renamed executable", () => Promise.resolve(renamedExecutable), 415],
    ["an SVG with script", () => Promise.resolve(svgWithScript), 415],
    ["an empty file", () => Promise.resolve(Buffer.alloc(0)), 415],
    ["a decompression bomb", () => decompressionBomb(), 413],
    ["a file over the size limit", () => Promise.resolve(Buffer.alloc(PHOTO_LIMITS.maxBytes + 1, 0xff)), 413],
  ])("refuses %s", async (_, file, status) => {
    const input = await file();
    const result = await preparePhoto(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(status);
      expect(result.message.length).toBeGreaterThan(20);
    }
  });

  it("the bomb is small on disk: the pixel count stops it, not its size", async () => {
    expect((await decompressionBomb()).length).toBeLessThan(1024);
  });
});
