import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { sniffImageType, toWebp } from './images.ts';

function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2266aa' } });
}

// A phone photo as it arrives: stored sideways with an orientation tag, a camera make, a GPS
// position and a wide-gamut colour profile.
async function phonePhoto(): Promise<Buffer> {
  return canvas(800, 400)
    .jpeg()
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'AcmePhone', Copyright: 'A Member' },
      IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N', GPSLatitude: '6/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 22/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('sniffImageType', () => {
  let samples: Record<string, Buffer>;
  beforeAll(async () => {
    samples = {
      jpeg: await canvas(8, 8).jpeg().toBuffer(),
      png: await canvas(8, 8).png().toBuffer(),
      gif: await canvas(8, 8).gif().toBuffer(),
      webp: await canvas(8, 8).webp().toBuffer(),
    };
  });

  it('recognises JPEG, PNG, GIF and WebP by their bytes', () => {
    expect(sniffImageType(samples.jpeg!)).toBe('image/jpeg');
    expect(sniffImageType(samples.png!)).toBe('image/png');
    expect(sniffImageType(samples.gif!)).toBe('image/gif');
    expect(sniffImageType(samples.webp!)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF87a'))).toBe('image/gif');
  });

  it('refuses what is not one of them, whatever it is called', () => {
    // A text file renamed photo.png: the name never reaches the sniffer, and the bytes are text.
    expect(sniffImageType(Buffer.from('hello, this is not a picture\n'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
  });
});

describe('toWebp', () => {
  it('makes a square avatar of the requested size', async () => {
    const out = await toWebp(await phonePhoto(), { width: 256, height: 256, fit: 'cover' });
    expect(sniffImageType(out)).toBe('image/webp');
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const thumbnail = await sharp(await toWebp(out, { width: 64, height: 64, fit: 'cover' })).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([64, 64]);
  });

  it('turns the picture upright from its EXIF orientation', async () => {
    // Stored 800×400 but meant to be seen 400×800: upright, 200 wide is 400 high.
    const meta = await sharp(await toWebp(await phonePhoto(), { width: 200, fit: 'inside' })).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps no metadata: no EXIF, no GPS position, no colour profile', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('WGS-84');
    expect(before.icc).toBeDefined();

    const out = await toWebp(input, { width: 256, height: 256, fit: 'cover' });
    const after = await sharp(out).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(out.toString('latin1')).not.toMatch(/WGS-84|AcmePhone|A Member|EXIF|ICCP|XMP /);
  });

  it('never enlarges a small picture', async () => {
    const meta = await sharp(await toWebp(await canvas(100, 50).png().toBuffer(), { width: 1200, fit: 'inside' })).metadata();
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it('fits an article cover inside the width, keeping its proportions', async () => {
    const meta = await sharp(await toWebp(await canvas(2400, 1000).jpeg().toBuffer(), { width: 1200, fit: 'inside' })).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 500]);
  });

  it.each([
    ['garbage behind a JPEG header', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 7)])],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415 invalid_image', async (_, bytes) => {
    const error = await toWebp(bytes, { width: 256, height: 256, fit: 'cover' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 415, code: 'invalid_image', message: 'Please select a valid image file' });
  });

  it('refuses a picture claiming more pixels than any photo needs', async () => {
    // 8000×8000 = 64 megapixels of one colour compresses to almost nothing.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(toWebp(bomb, { width: 256, height: 256, fit: 'cover' })).rejects.toMatchObject({ status: 415, code: 'invalid_image' });
  });
});
