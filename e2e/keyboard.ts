import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The keyboard alone (decisions 025, 026): helpers for a journey that uses only keys, checking after
 * every key that the focus is on something, in view, clear of the sticky bar and of any toast, and
 * wearing a ring of at least 3:1 against the background around it.
 */

export type Seen = {
  body: boolean;
  what: string;
  inView: boolean;
  underBar: boolean;
  underToast: boolean;
  ring: string | null;
  ringContrast: number;
};

/** Where the focus is and how it shows, as the member sees it. */
export const focusState = (page: Page) =>
  page.evaluate((): Seen => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { body: true, what: 'body', inView: false, underBar: false, underToast: false, ring: null, ringContrast: 0 };
    const box = el.getBoundingClientRect();
    const bar = document.querySelector('header')!;
    // What is drawn along the element's top edge: the bar there means the bar hides it.
    const top = Math.max(box.top + 1, 0);
    const xs = [box.left + 2, box.left + box.width / 2, box.right - 2].map((x) => Math.min(Math.max(x, 0), window.innerWidth - 1));
    const underBar = !bar.contains(el) && xs.some((x) => bar.contains(document.elementFromPoint(x, top)));
    // A shown toast over any part of it.
    const underToast = Array.from(document.querySelectorAll('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])')).some(
      (toast) => {
        const t = toast.getBoundingClientRect();
        return t.left < box.right && t.right > box.left && t.top < box.bottom && t.bottom > box.top;
      },
    );
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none';
    // The ring's best contrast with the background around the element (WCAG 1.4.11: at least 3:1).
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v! / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    let ground = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor);
      if (a === 0) continue;
      // A see-through ground (the bar's white/95) is taken over white.
      ground = [r, g, b].map((v) => v * a + 255 * (1 - a));
      break;
    }
    const ringColors = [outline ? style.outlineColor : null, shadow ? style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] : null].filter(
      (c): c is string => Boolean(c),
    );
    const contrast = (color: string) => {
      const [l1, l2] = [luminance(rgba(color)), luminance(ground)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    const ringContrast = Math.max(0, ...ringColors.map(contrast));
    return {
      body: false,
      what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      inView: box.top >= 0 && box.left >= 0 && box.right <= window.innerWidth && box.top < window.innerHeight && box.height > 0,
      underBar,
      underToast,
      ring: el.matches(':focus-visible') && (outline || shadow) ? `${style.outline} | ${style.boxShadow}` : null,
      ringContrast,
    };
  });

/** The focus, once it has settled (a closing menu hands it back a moment later), is somewhere a member sees it. */
export async function expectFocusSeen(page: Page, step = '') {
  await expect
    .poll(
      async () => {
        const seen = await focusState(page);
        return { ...seen, ringOf3To1: seen.ringContrast >= 3 };
      },
      { message: `after ${step}: focus on something in view, clear of the bar and the toasts, with a ring` },
    )
    .toMatchObject({ body: false, inView: true, underBar: false, underToast: false, ring: expect.any(String), ringOf3To1: true });
}

/** Presses a key, then checks where the focus went. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusSeen(page, key);
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking every stop on the way. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let stop = 0; stop < 80; stop++) {
    await press(page, key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}
