import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { areaOf, messagesByArea } from './messages-plugin.ts';

const plugin = messagesByArea() as Plugin & {
  transform: (code: string, id: string) => { code: string } | null;
  resolveId: (id: string) => string | null;
  load: (id: string) => string | null;
};
const catalog = path.resolve(import.meta.dirname, '../../../packages/shared/src/i18n/en');

describe('the catalog loads with the code that shows it', () => {
  it('registers every area a module names a key of, a key started in a template included', () => {
    const code = [
      "const a = t('articles.imageAlt');",
      'const b = t(`reports.reasons.$' + '{reason}`);',
      'const c = t("adminPayments.tabs.x");',
    ].join('\n');
    const out = plugin.transform(code, '/work/apps/web/src/features/x/page.tsx');
    expect(out?.code.split('\n')[0]).toBe(
      "import 'virtual:messages/articles';import 'virtual:messages/reports';import 'virtual:messages/adminPayments';const a = t('articles.imageAlt');",
    );
    // The module's own lines keep their numbers.
    expect(out?.code.split('\n')).toHaveLength(3);
  });

  it('leaves alone a module naming no key, a dependency, and the catalog itself', () => {
    expect(plugin.transform("import x from './app.tsx'; fetch('/api/messages');", '/w/apps/web/src/a.ts')).toBeNull();
    expect(plugin.transform("t('articles.x')", '/w/node_modules/pkg/index.js')).toBeNull();
    expect(plugin.transform("t('articles.x')", path.join(catalog, 'articles.ts'))).toBeNull();
  });

  it("has a registering module for every area, importing the area's texts from its own file", async () => {
    const files = readdirSync(catalog).filter((file) => file !== 'index.ts');
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const area = areaOf(file);
      const id = plugin.resolveId(`virtual:messages/${area}`)!;
      const source = plugin.load(id)!;
      const [, imported, from] = /^import \{ (\w+) as texts \} from "([^"]+)";/.exec(source)!;
      expect(path.basename(from!)).toBe(file);
      const module = (await import(from!)) as Record<string, unknown>;
      expect(module[imported!], `${file} exports ${imported}`).toEqual(expect.any(Object));
    }
  });
});
