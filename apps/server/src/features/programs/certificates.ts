import { sql } from 'drizzle-orm';
import { en } from '@prosper/shared/i18n/en';
import type { Certificate } from '@prosper/shared/schemas/program';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

type CertificateRow = {
  id: string;
  program_id: string;
  program_title: string;
  image_url: string | null;
  member_name: string;
  organiser_name: string;
  completed_at: string | Date;
};

export async function certificateRow(db: Db, certificateId: string) {
  const [row] = rowsOf<CertificateRow>(
    await db.execute(sql`
      select a.certificate_id as id, g.id as program_id, g.title as program_title, g.image_url,
        p.first_name || ' ' || p.last_name as member_name, o.first_name || ' ' || o.last_name as organiser_name, a.completed_at
      from program_applications a join programs g on g.id = a.program_id
        join profiles p on p.id = a.applicant_id join profiles o on o.id = g.organiser_id
      where a.certificate_id = ${certificateId}`),
  );
  return row ?? null;
}

/** A certificate is public: its member shares the link, whoever holds it may read it. */
export async function findCertificate(db: Db, certificateId: string): Promise<Certificate> {
  const row = await certificateRow(db, certificateId);
  if (!row) throw new AppError(404, 'not_found', en.programs.certificateNotFound);
  return {
    id: row.id,
    programId: row.program_id,
    programTitle: row.program_title,
    memberName: row.member_name,
    organiserName: row.organiser_name,
    completedAt: new Date(row.completed_at).toISOString(),
  };
}
