import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const catalog = path.resolve(import.meta.dirname, '../../../packages/shared/src/i18n/en');
const register = path.resolve(import.meta.dirname, '../src/lib/i18n.ts');
const VIRTUAL = 'virtual:messages/';

/** A catalog area's name from its file (`admin-payments.ts` → `adminPayments`). */
export const areaOf = (file: string) => file.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const fileOf = (area: string) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The message catalog loads with the code that shows it (issue 20, decision 068). A module of the
 * app that names a key of an area (`t('articles.imageAlt')`, or a key's start such as
 * `` t(`reports.reasons.${reason}`) ``) gets an import that registers that area with i18next
 * before the module runs, so the area is in whichever chunk the module is in, and no page shows a
 * key for want of its text. A string that only looks like a key costs an area's download, never a
 * missing text.
 */
export function messagesByArea(): Plugin {
  const areas = readdirSync(catalog)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map(areaOf);
  const keyOfArea = new RegExp(`['"\`](${areas.join('|')})\\.[\\w$]`, 'g');
  return {
    name: 'prosper:messages-by-area',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const area = id.slice(VIRTUAL.length + 1);
      return [
        `import { ${area} as texts } from ${JSON.stringify(path.join(catalog, `${fileOf(area)}.ts`))};`,
        `import { addMessages } from ${JSON.stringify(register)};`,
        `addMessages(${JSON.stringify(area)}, texts);`,
      ].join('\n');
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !/\.tsx?$/.test(id) || id.startsWith(catalog)) return null;
      const named = new Set([...code.matchAll(keyOfArea)].map((match) => match[1]));
      if (named.size === 0) return null;
      // On the first line, so that the module's own lines keep their numbers.
      const imports = [...named].map((area) => `import '${VIRTUAL}${area}';`).join('');
      return { code: imports + code, map: null };
    },
  };
}
