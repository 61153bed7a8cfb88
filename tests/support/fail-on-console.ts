/**
 * A test that makes anything log console.error fails: React reports hydration mismatches and
 * bad props that way, and a quiet console is part of "works".
 */
const originalError = console.error;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (logged.length > 0) {
    const first = logged[0]!.map((value) => (value instanceof Error ? value.message : String(value))).join(' ');
    throw new Error(`console.error was called ${logged.length} time(s) during this test; first: ${first}`);
  }
});
