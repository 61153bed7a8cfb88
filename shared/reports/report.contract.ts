import { z } from 'zod';
import { defineContract } from '../api/contract';
import { AddBirthTimeSchema } from './birth-time.form';
import { NatalInputsSchema } from './report-products';

/**
 * The reports' browser calls (spec 3 §7): a member's report with its chart and text, the sample
 * of it, and adding a birth time. Reports are their owner's alone: anyone else's slug is a 404.
 */

const PointSchema = z.object({ id: z.string(), longitude: z.number(), sign: z.string(), degree: z.number(), house: z.number().int().optional(), retrograde: z.boolean() });
const ChartSchema = z.object({
  utc: z.string(),
  offsetSeconds: z.number(),
  houseSystem: z.string(),
  fallback: z.literal('porphyry').optional(),
  place: z.object({ cityId: z.number(), label: z.string(), latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  points: z.array(PointSchema),
  houses: z.array(z.object({ house: z.number().int(), cusp: z.number(), sign: z.string(), degree: z.number() })).nullable(),
  aspects: z.array(z.object({ a: z.string(), b: z.string(), type: z.string(), orb: z.number(), applying: z.boolean() })),
});
const ChapterSchema = z.object({ title: z.string(), paragraphs: z.array(z.string()) });
const SectionSchema = z.object({ code: z.string(), title: z.string(), intro: z.string().optional(), chapters: z.array(ChapterSchema) });

export const ReportResultSchema = z.object({
  report_slug: z.string(),
  product_code: z.string(),
  has_birth_time: z.boolean(),
  inputs: NatalInputsSchema,
  chart: ChartSchema,
  /** A paired report's second person's chart. */
  chart_2: ChartSchema.optional(),
  /** The compatibility reports' Summary: the overview and each person's chapters. */
  summary: z.object({ overview: z.array(z.string()), person1: z.array(ChapterSchema), person2: z.array(ChapterSchema), person2Intro: z.string().optional() }).optional(),
  /** The forecasts' 'More For Today' (spec 3 §3 "Transit"). */
  transits: z.array(z.object({ title: z.string(), header: z.string(), dates: z.object({ start: z.string(), end: z.string(), peak: z.string() }), body: z.string(), tags: z.array(z.string()) })).optional(),
  sections: z.array(SectionSchema),
  /** Spec 3 §3: the report's chapters as its navigation lists them, `code` as in the section anchors. */
  navigator: z.array(z.object({ code: z.string(), prefix: z.string(), short_name: z.string(), long_name: z.string() })),
  /** Spec 3 §3: `has_birth_time` first when the birth time is known; `sample` for a sample's locked sections. */
  restrictions: z.array(z.string()),
  /** Spec 3 §3 `data.natal-1`: the Sun, Moon and first-house cusp (Rising) signs; `1#C` only with a birth time. */
  data: z.object({ 'natal-1': z.record(z.string(), z.object({ position: z.object({ sign: z.string() }) })), 'natal-2': z.record(z.string(), z.object({ position: z.object({ sign: z.string() }) })).optional() }),
  url: z.string(),
});

/** `GET /api/product/result/{slug}`: the member's report; `your-birth-chart` is their latest free birth chart. */
export const GetReportResultContract = defineContract('product.result', 'GET /product/result/:slug', {
  params: z.object({ slug: z.string().max(64) }),
  response: z.object({ report: ReportResultSchema }),
});

/** `GET /api/product/sample_reading/{slug}`: the sample chapter (the big three) of the member's report. */
export const GetSampleReadingContract = defineContract('product.sample_reading', 'GET /product/sample_reading/:slug', {
  params: z.object({ slug: z.string().max(64) }),
  response: z.object({ report: ReportResultSchema }),
});

/** `POST /api/product/add-birth-time` (spec 3 §5, §7). */
export const AddBirthTimeContract = defineContract('product.add_birth_time', 'POST /product/add-birth-time', {
  body: AddBirthTimeSchema,
  /** `changed`: what the birth time changed, in a sentence (the Rising sign, the Midheaven, the Moon). */
  response: z.object({ ok: z.literal(true), forwarding_url: z.string(), changed: z.string() }),
});
