import type { FieldErrors } from '../forms/form-schema';

/** The props of the Chinese zodiac's islands (client/chinese-zodiac/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /**
     * The Chinese zodiac calculator (spec 2 §2, §5): month, day and year selects and "Find Out
     * Now". Without JavaScript a GET form to `action`, which the server checks and sends on;
     * hydrated, it checks the fields, asks GET /api/compat-meter/getchinese and goes to the sign.
     * `lastYear` is the year list's first entry (this year); `values` and `errors` come back from
     * a plain submit the server refused.
     */
    'chinese-zodiac-form': { action: string; lastYear: number; values: { month?: string; day?: string; year?: string }; errors: FieldErrors };
  }
}
