import sharp from 'sharp';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.ts';

/* Save-Data through the whole app, with its hooks and headers around the uploads route (decision 043). */
const t = useTestApp();

it('answers a cover asked with Save-Data: on with its 600 px copy, varying on Save-Data, and keeps its other headers', async () => {
  const [page, card] = await Promise.all(
    [1200, 600].map((width) =>
      sharp({ create: { width, height: Math.round((width * 9) / 16), channels: 3, background: '#336699' } })
        .webp()
        .toBuffer(),
    ),
  );
  await t.app.storage.put('articles/ab12/0123456789abcdef-1200.webp', page!, 'image/webp');
  await t.app.storage.put('articles/ab12/0123456789abcdef-600.webp', card!, 'image/webp');
  const url = '/uploads/articles/ab12/0123456789abcdef-1200.webp';

  const saving = await t.app.inject({ method: 'GET', url, headers: { 'save-data': 'on' } });
  expect(saving.statusCode).toBe(200);
  expect(saving.rawPayload.equals(card!)).toBe(true);
  expect(saving.headers.vary).toBe('Save-Data');
  expect(saving.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(saving.headers['x-content-type-options']).toBe('nosniff');

  const plain = await t.app.inject({ method: 'GET', url });
  expect(plain.rawPayload.equals(page!)).toBe(true);
  expect(plain.headers.vary).toBe('Save-Data');
});
