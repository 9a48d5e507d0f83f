// The pages the build measures and paints, by the modules their route loads (src/app/router.tsx),
// and the chunks that makes from the build's manifest.

export const PAGE_MODULES = {
  '/': ['src/features/landing/landing-page.tsx', 'src/features/newsletter/components/subscribe-form.tsx'],
  // With the footer's newsletter form, which a visitor's footer shows at once (not on /auth).
  '/about': ['src/features/about/about-page.tsx', 'src/features/newsletter/components/subscribe-form.tsx'],
  '/auth': ['src/features/auth/auth-page.tsx'],
  '/post/{id}': ['src/features/articles/post-page.tsx'],
  '/mentor/{id}': [
    'src/features/profiles/mentor-page.tsx',
    'src/features/sessions/components/mentor-reviews.tsx',
    'src/features/sessions/components/next-free-times.tsx',
    'src/features/stories/components/mentor-stories.tsx',
  ],
  '/dashboard': ['src/features/dashboard/dashboard-page.tsx'],
};

/** The files of these manifest entries with every chunk they import statically, as the browser fetches them before running. */
export function chunksOf(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build (renamed? update scripts/pages.mjs)`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    chunksOf(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}
