/**
 * The whole English message catalog: every text a member reads, SPEC texts word for word, kept by
 * area in ./en/. The server takes its messages from this; the web and the shared rules import the
 * areas (./en/index.ts), so that a page's code carries only the texts it uses.
 */
import * as areas from './en/index.ts';

export const en = { ...areas };

export type Catalog = typeof en;

export { fill } from './fill.ts';
