import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements.ts';

let pg: PGlite;
let client: PGlite;

beforeAll(() => {
  pg = new PGlite();
});
afterAll(async () => {
  if (!pg.closed) await pg.close();
});
// One database for the file (starting PGlite costs seconds); each test starts with no statement prepared.
beforeEach(async () => {
  await pg.exec(`deallocate all; drop table if exists notes;
    create table notes (id serial primary key, body text not null, data jsonb, at timestamptz)`);
  client = withPreparedStatements(pg, { keep: 3 });
});

const preparedTexts = async () =>
  (await pg.query<{ statement: string }>(`select statement from pg_prepared_statements order by statement`)).rows.map((r) => r.statement);

describe('PGlite with each statement text prepared once', () => {
  it('answers as PGlite does, and a text run again is not parsed again', async () => {
    const insert = 'insert into notes (body, data, at) values ($1, $2, $3) returning id, body, data, at';
    const first = await client.query<{ id: number; body: string; data: unknown; at: Date }>(insert, [
      'first',
      { a: [1, 2] },
      new Date('2026-11-26T10:00:00Z'),
    ]);
    const second = await client.query<{ id: number; body: string; data: unknown }>(insert, ['second', null, null]);
    expect(first.rows).toEqual([{ id: 1, body: 'first', data: { a: [1, 2] }, at: new Date('2026-11-26T10:00:00Z') }]);
    expect(second.rows[0]).toMatchObject({ id: 2, body: 'second', data: null });
    expect(second.affectedRows).toBe(1);
    expect(await preparedTexts()).toEqual([insert]);
    const arrays = await client.query('select id, body from notes order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
  });

  it('closes the least recently used statement past the number kept', async () => {
    for (const n of [1, 2, 3, 1, 4]) await client.query(`select ${n} as n`);
    expect(await preparedTexts()).toEqual(['select 1 as n', 'select 3 as n', 'select 4 as n']);
  });

  it('reports an error with its code, and the connection goes on', async () => {
    const error = await client.query('insert into notes (id, body) values ($1, $2)', [1, null]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23502', query: 'insert into notes (id, body) values ($1, $2)' });
    await expect(client.query('select count(*)::int as n from notes')).resolves.toMatchObject({ rows: [{ n: 0 }] });
    // A text that does not parse is not kept.
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect(await preparedTexts()).not.toContain('selec 1');
  });

  it('prepares a statement again once its table has changed under it, or once it is gone, and closes the old one', async () => {
    await client.query('select * from notes');
    await pg.exec('alter table notes add column extra text');
    await expect(client.query('select * from notes')).rejects.toMatchObject({ code: '0A000' });
    const after = await client.query('select * from notes');
    expect(after.fields.map((f) => f.name)).toContain('extra');
    expect(await preparedTexts()).toEqual(['select * from notes']);

    await pg.exec('deallocate all');
    await expect(client.query('select * from notes')).rejects.toMatchObject({ code: '26000' });
    await expect(client.query('select * from notes')).resolves.toMatchObject({ rows: [] });
    expect(await preparedTexts()).toEqual(['select * from notes']);
  });

  it('rolls a failed transaction back, and a statement outside it waits for it to end', async () => {
    let outside: Promise<{ rows: { n: number }[] }> | undefined;
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['inside']);
        outside = client.query<{ n: number }>('select count(*)::int as n from notes');
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query('insert into notes (body) values ($1)', [null]);
      }),
    ).rejects.toMatchObject({ code: '23502' });
    // Had it run inside the open transaction, it would have counted the uncommitted row.
    expect((await outside!).rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['kept']);
    });
    expect((await client.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
  });

  it('refuses a statement once the database is closing', async () => {
    await pg.close();
    await expect(client.query('select 1')).rejects.toThrow(/closed|closing/);
  });
});
