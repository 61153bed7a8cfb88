import type { FieldErrors } from '../forms/form-schema';

/** A saved profile as the birth chart form fills itself from it (spec 3 §3 Profile): the birth details only. */
export interface BirthChartProfile {
  profile_uuid: string;
  first_name: string;
  last_name: string | null;
  gender: string | null;
  /** YYYY-MM-DD. */
  birth_date: string;
  /** HH:mm or HH:mm:ss, or null when the profile has none. */
  birth_time: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  birth_city_id: number | null;
}

/** One submit button of the birth chart form: the `intent` it posts and what it reads. */
export interface BirthChartButton {
  intent: string;
  label: string;
  /** A step that stores nothing (ENTER PERSON 2): a visitor takes it without an account. */
  visitorStep?: boolean;
}

/** The props of the reports feature's islands (client/reports/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /**
     * The report page's print menu (client/reports/print-menu.island.tsx): print one of `sections`
     * (the page's top sections: each `id` is an element's id, `label` what the menu calls it) or
     * the whole page, and the Download PDF link to `pdfHref`, which the server renders alone
     * without JavaScript.
     */
    'print-menu': { sections: { id: string; label: string }[]; pdfHref: string };
    /** The routes of a report's collapsible chapters (client/reports/chapter-routes.island.tsx): which <details> are the chapters. */
    'chapter-routes': { selector: string; /** The numerology and yearly reports: a chapter chosen by a link is scrolled to after 500 ms (spec 3 §4). */ linkDelay?: boolean };
    /** A report's add-birth-time form (client/reports/birth-time-form.island.tsx): where it posts, the report, a refused post's messages. */
    'birth-time-form': { action: string; slug: string; error?: string | undefined; message?: string | undefined; /** What the birth time adds, as a plural subject ('Your Moon and Rising signs'). */ needs?: string };
    'birth-chart-form': {
      /** Where the form posts. */
      action: string;
      /** The birth year list, this year down to 1900 (spec 3 §9). */
      years: number[];
      /** What a refused plain post sent, to fill the form again. */
      values: Record<string, unknown>;
      /** The messages of a refused plain post, keyed like the schema ('birth_location.city'). */
      errors: FieldErrors;
      /** What the server said about the whole form. */
      message?: string;
      /** The submit buttons; one `{ intent: 'chart', label: 'GET YOUR CHART' }` unless given. */
      buttons?: BirthChartButton[];
      /** A member's saved profiles, own first: the profile tabs (spec 3 §2, §4, §6). */
      profiles?: BirthChartProfile[];
      /** The teeup form's other parts: the first person carried to the second view, the forecast's dates, the current location. */
      extras?: TeeupExtras;
      /** Spec 3 §9: gender is asked only for some reports. Default true. */
      gender?: boolean;
      /** A paired report's Person 2 view: the tabs start on Friend Profiles (or New Profile), never on the member. */
      second?: boolean;
      /** A visitor's form, the report's code: a checked form waits for signup or login (`#login-signup`), then goes (spec 3 §4 "Pending product"). */
      pendingProduct?: string;
    };
  }
}

/** The teeup form's parts beyond one person's birth (client/reports/teeup-extras.tsx). */
export interface TeeupExtras {
  /** Hidden fields posted as they are: person 1, checked, on the Person 2 view. */
  carry?: [string, string][];
  /** A forecast's start month: the year list and what is chosen at first. */
  forecast?: { years: number[]; month: string; year: string };
  /** The big-picture forecasts: where the reader lives now. */
  currentLocation?: boolean;
}
