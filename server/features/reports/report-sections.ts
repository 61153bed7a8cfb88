import { GetCityContract } from '../../../shared/location/location.contract';
import type { StoredReport } from '../../../shared/platform-api/product.platform';
import type { NatalChart } from '../../../shared/reports/natal';
import { REPORT_PRODUCTS, type NatalInputs, type ReportCode } from '../../../shared/reports/report-products';
import type { ReportChapter, ReportSection } from '../../../shared/reports/report';
import { AppError } from '../../errors';
import type { PlatformClient } from '../../http/platform-client';
import { houses } from '../horoscopes';
import { cosmicProfile } from './cosmic-profile';
import { forecastReport, type ForecastCode, type TodayTransit } from './forecast';
import { essentialReport } from './interpret';
import { chartOfInputs } from './natal-chart';
import { numerologyReport } from './numerology-report';
import { compatibilityReport, relationshipReport, secondVoice } from './pair-reports';

/**
 * A stored report's content by its product (the page, the API and the PDF read the same), made
 * again from its inputs each time it is read, so a birth time added later changes everything
 * that depends on it:
 * - the Essential Birth Report whole; its sample and the free chart, the big three;
 * - the Cosmic Profile, its seven chapters (each a section `chapter_{n}`);
 * - the compatibility report, its summary and sections; its sample, the summary and the first section;
 * - the relationship reports, the forecasts (with 'More For Today') and the numerology forecast.
 * `locked`: the sections a sample lists but does not show. Null when a chart cannot be cast (the Whoops screen).
 */
export interface ReportContent {
  chart: NatalChart;
  /** A paired report's second person. */
  second?: NatalChart;
  sections: ReportSection[];
  locked: ReportSection[];
  /** The compatibility reports' Summary (spec 3 §2): the overview and each person. */
  summary?: { overview: string[]; person1: ReportChapter[]; person2: ReportChapter[]; person2Intro?: string };
  /** The forecasts' 'More For Today'. */
  today?: TodayTransit[];
}

const RELATIONSHIP = { 'relationship-potential-redux': 'potential', 'love-languages-redux': 'languages', 'relationship-dynamics-redux': 'dynamics' } as const;

/** The sections of one-person natal reports, for a chart already cast. */
export function natalSections(code: ReportCode, chart: NatalChart): { sections: ReportSection[]; locked: ReportSection[] } {
  if (code === 'cosmic-profile-report-redux') {
    const sections = cosmicProfile(chart).map((chapter, index) => ({
      code: `chapter_${index + 1}`,
      title: chapter.system,
      chapters: [{ title: chapter.value ?? 'Needs your birth time', paragraphs: chapter.paragraphs }],
    }));
    return { sections, locked: [] };
  }
  const all = essentialReport(chart);
  return REPORT_PRODUCTS[code].paid ? { sections: all, locked: [] } : { sections: all.slice(0, 1), locked: all.slice(1) };
}

/** The houses cast for the birth instant at the reader's current city (the big-picture forecasts); none without a birth time. */
async function relocatedHouses(platform: PlatformClient, chart: NatalChart, cityId: number | null) {
  if (cityId === null || chart.birthTime === null) return undefined;
  try {
    const city = await platform.call(GetCityContract, { params: { id: cityId } });
    return { cusps: houses(new Date(chart.utc), city.latitude, city.longitude, chart.houseSystem).cusps, label: city.label };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

export async function reportContent(platform: PlatformClient, report: Pick<StoredReport, 'product_code' | 'inputs'>, today: Date = new Date()): Promise<ReportContent | null> {
  const code = report.product_code as ReportCode;
  const inputs = report.inputs as NatalInputs;
  const chart = await chartOfInputs(platform, inputs);
  if (!chart) return null;
  const kind = REPORT_PRODUCTS[code].kind;
  if (kind === 'natal' || kind === 'cosmic') return { chart, ...natalSections(code, chart) };
  if (kind === 'numerology') return { chart, sections: numerologyReport({ name: inputs.name, birthDate: inputs.birth_date, forecastDate: inputs.forecast_date ?? `${inputs.birth_date.slice(0, 4)}-01-01` }), locked: [] };
  if (kind === 'forecast') {
    const relocated = await relocatedHouses(platform, chart, inputs.current_city_id);
    const forecast = forecastReport({ chart, code: code as ForecastCode, forecastDate: inputs.forecast_date!, today, ...(relocated ? { relocated } : {}) });
    return { chart, sections: forecast.sections, locked: [], today: forecast.today };
  }
  if (!inputs.person_2) return null;
  const second = await chartOfInputs(platform, { ...inputs, ...inputs.person_2, person_2: null });
  if (!second) return null;
  if (code in RELATIONSHIP) return { chart, second, sections: relationshipReport(RELATIONSHIP[code as keyof typeof RELATIONSHIP], chart, second), locked: [] };
  const compatibility = compatibilityReport(chart, second);
  const sample = !REPORT_PRODUCTS[code].paid;
  return { chart, second, summary: { ...compatibility.summary, person2Intro: secondVoice(second.name) }, sections: sample ? compatibility.sections.slice(0, 1) : compatibility.sections, locked: sample ? compatibility.sections.slice(1) : [] };
}
