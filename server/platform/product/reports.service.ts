import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MONTH_NAMES } from '../../../shared/site/calendar';
import type { StoredReport } from '../../../shared/platform-api/product.platform';
import { NatalInputsSchema, PersonInputsSchema, REPORT_PRODUCTS, reportUrl, type NatalInputs, type NatalInputsInput, type ReportCode } from '../../../shared/reports/report-products';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import type { ProductReportsTable, ProductTables } from './product.tables';

type Db = Kysely<ProductTables>;

const NOT_YOURS = 'No report of yours has that address.';
export const HAS_BIRTH_TIME = 'This report already has a birth time.';

const stored = (row: ProductReportsTable): StoredReport => ({
  report_slug: row.report_slug,
  member_uuid: row.member_uuid,
  product_code: row.product_code,
  status: row.status,
  inputs: {
    name: row.name,
    gender: row.gender as 'female' | 'male',
    birth_date: row.birth_date,
    birth_time: row.birth_time,
    city_id: Number(row.city_id),
    houses: row.houses as NatalInputs['houses'],
    utc_choice: row.utc_choice,
    person_2: row.person_2 === null ? null : PersonInputsSchema.parse(JSON.parse(row.person_2)),
    forecast_date: row.forecast_date ?? null,
    current_city_id: row.current_city_id === null || row.current_city_id === undefined ? null : Number(row.current_city_id),
  },
  created: row.created_at,
  updated: row.updated_at,
});

/** The journal's line for a report: its product and whose birth, within 200 characters. */
export function reportJournalTitle(code: string, inputs: Pick<NatalInputs, 'name' | 'birth_date'> & { person_2?: string | { name: string } | null }): string {
  const [year, month, day] = inputs.birth_date.split('-').map(Number) as [number, number, number];
  const product = REPORT_PRODUCTS[code as ReportCode]?.name ?? 'Report';
  const second = typeof inputs.person_2 === 'string' ? (JSON.parse(inputs.person_2) as { name: string }) : inputs.person_2;
  if (second) return `${product}: ${inputs.name} and ${second.name}`.slice(0, 200);
  return `${product}: ${inputs.name}, born ${MONTH_NAMES[month - 1]} ${day}, ${year}`.slice(0, 200);
}

/**
 * Birth reports (issue #25). A free one is ready at once and saved to the member's journal; a
 * paid one is held until the commerce service fulfils its order (the `readings` port, with the
 * report's slug as the deal), which makes it ready exactly once however many calls race.
 */
export function createReportsService(db: Db, ports: Pick<PlatformPorts, 'memberJournal'>, now: () => Date) {
  const row = (slug: string) => db.selectFrom('product_reports').selectAll().where('report_slug', '=', slug).executeTakeFirst();

  async function saveToJournal(report: ProductReportsTable) {
    await ports.memberJournal.save(report.member_uuid, { slug: report.report_slug, kind: 'report', title: reportJournalTitle(report.product_code, report), url: reportUrl(report.report_slug), created: report.created_at });
  }

  return {
    async create(input: { member_uuid: string; product_code: ReportCode; inputs: NatalInputsInput }): Promise<StoredReport> {
      const time = now().toISOString();
      const inputs = NatalInputsSchema.parse(input.inputs);
      const report: ProductReportsTable = {
        report_slug: randomBytes(16).toString('base64url'),
        member_uuid: input.member_uuid,
        product_code: input.product_code,
        status: REPORT_PRODUCTS[input.product_code].paid ? 'held' : 'ready',
        name: inputs.name,
        gender: inputs.gender,
        birth_date: inputs.birth_date,
        birth_time: inputs.birth_time,
        city_id: inputs.city_id,
        houses: inputs.houses,
        utc_choice: inputs.utc_choice,
        person_2: inputs.person_2 === null ? null : JSON.stringify(inputs.person_2),
        forecast_date: inputs.forecast_date,
        current_city_id: inputs.current_city_id,
        created_at: time,
        updated_at: time,
      };
      await db.insertInto('product_reports').values(report).execute();
      if (report.status === 'ready') await saveToJournal(report);
      return stored(report);
    },

    /** The owner's report; anyone else's is as absent as one that never was. */
    async get(slug: string, memberUuid: string): Promise<StoredReport> {
      const found = await row(slug);
      if (!found || found.member_uuid !== memberUuid) throw new AppError('not_found', NOT_YOURS);
      return stored(found);
    },

    async list(memberUuid: string, productCode?: string): Promise<StoredReport[]> {
      let query = db.selectFrom('product_reports').selectAll().where('member_uuid', '=', memberUuid).where('status', '=', 'ready');
      if (productCode) query = query.where('product_code', '=', productCode);
      return (await query.orderBy('created_at', 'desc').limit(50).execute()).map(stored);
    },

    /** Spec 3 §6: only the owner, only while the report has no birth time. */
    async addBirthTime(slug: string, memberUuid: string, birthTime: string): Promise<StoredReport> {
      const found = await row(slug);
      if (!found || found.member_uuid !== memberUuid) throw new AppError('not_found', NOT_YOURS);
      const updated = await db
        .updateTable('product_reports')
        .set({ birth_time: birthTime, utc_choice: null, updated_at: now().toISOString() })
        .where('report_slug', '=', slug)
        .where('birth_time', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new AppError('conflict', HAS_BIRTH_TIME, { person_1_birth_time: [HAS_BIRTH_TIME] });
      return stored((await row(slug))!);
    },

    /** The `readings` port for a held report: this member's and still waiting for payment, or null. */
    async held(slug: string, memberUuid: string): Promise<{ spread_code: string; reading_id: string | null } | null> {
      const found = await row(slug);
      if (!found || found.member_uuid !== memberUuid || found.status !== 'held') return null;
      return { spread_code: found.product_code, reading_id: null };
    },

    /** The `readings` port: the paid report becomes ready once and goes to the journal; again answers the same. */
    async fulfil(slug: string, memberUuid: string): Promise<{ reading_id: string; url: string } | null> {
      const found = await row(slug);
      if (!found) return null;
      if (found.member_uuid !== memberUuid) throw new AppError('bad_request', 'That report is not yours.');
      await db.updateTable('product_reports').set({ status: 'ready', updated_at: now().toISOString() }).where('report_slug', '=', slug).where('status', '=', 'held').execute();
      await saveToJournal(found);
      return { reading_id: slug, url: reportUrl(slug) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
