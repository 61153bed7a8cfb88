/**
 * ΔT (TT - UT, seconds) as the Swiss Ephemeris 2.x computes it by default, so that positions here
 * agree with Swiss-Ephemeris-based ephemerides (the Moon moves about 0.55" per second of ΔT).
 *
 * The Swiss Ephemeris (2.06 and later) uses:
 * - before 1955, the cubic-spline model of Stephenson, Morrison and Hohenkerk (2016), "Measurement
 *   of the Earth's rotation: 720 BC to AD 2015", Proc. R. Soc. A 472: 20160404;
 * - from 1955 to the end of its table (2028), yearly values of the Astronomical Almanac and IERS
 *   (observed, then predicted);
 * - after the table, the cubic extrapolation of Stephenson, Morrison and Hohenkerk 2016
 *   (ΔT = 64 + 521/3000·B + B²/1250 + 121/30000000·B³ with B = year - 2000, up to 2500),
 *   joined to the table's last value by a linear correction that fades out over 100 years;
 *   after 2500 the parabola 42.5 + 32.5·((year - 2000)/100)².
 *
 * The yearly values 1600-2028 below are that model's values at the start of each year (the year
 * counted as the Swiss Ephemeris counts it: 2000 + days from J2000 / 365.2425), read from Swiss
 * Ephemeris 2.10.03; between them a cubic through the four nearest years stays within 0.02 s of
 * the model (0.03 s in 1952-55, where the model blends its spline into the table: the Moon moves
 * 0.02" in that time). Before 1600 (outside the site's 1800-2200) astronomy-engine's own
 * Espenak-Meeus polynomials are used.
 */
import * as Astronomy from 'astronomy-engine';

const TABLE_START = 1600;
// prettier-ignore
const TABLE: readonly number[] = [
  88.805, 87.486, 86.191, 84.921, 83.675, 82.451, 81.251, 80.073, 78.917, 77.781, // 1600
  76.667, 75.573, 74.498, 73.443, 72.407, 71.388, 70.388, 69.404, 68.438, 67.487, // 1610
  66.553, 65.633, 64.728, 63.838, 62.961, 62.097, 61.246, 60.407, 59.58, 58.764, // 1620
  57.958, 57.163, 56.377, 55.601, 54.833, 54.073, 53.321, 52.577, 51.838, 51.106, // 1630
  50.38, 49.658, 48.942, 48.229, 47.52, 46.814, 46.111, 45.41, 44.71, 44.011, // 1640
  43.313, 42.616, 41.918, 41.221, 40.526, 39.831, 39.138, 38.446, 37.757, 37.07, // 1650
  36.385, 35.703, 35.025, 34.35, 33.678, 33.01, 32.347, 31.688, 31.034, 30.385, // 1660
  29.742, 29.104, 28.471, 27.845, 27.226, 26.613, 26.007, 25.409, 24.818, 24.235, // 1670
  23.66, 23.093, 22.535, 21.986, 21.446, 20.916, 20.395, 19.885, 19.384, 18.895, // 1680
  18.416, 17.948, 17.492, 17.048, 16.615, 16.195, 15.787, 15.392, 15.01, 14.642, // 1690
  14.287, 13.946, 13.619, 13.307, 13.009, 12.727, 12.46, 12.208, 11.972, 11.753, // 1700
  11.549, 11.363, 11.193, 11.041, 10.906, 10.789, 10.69, 10.609, 10.547, 10.504, // 1710
  10.479, 10.474, 10.488, 10.52, 10.57, 10.637, 10.72, 10.819, 10.933, 11.062, // 1720
  11.204, 11.36, 11.528, 11.708, 11.9, 12.102, 12.314, 12.536, 12.767, 13.006, // 1730
  13.253, 13.507, 13.767, 14.033, 14.304, 14.58, 14.86, 15.143, 15.429, 15.716, // 1740
  16.006, 16.296, 16.586, 16.876, 17.164, 17.452, 17.737, 18.019, 18.297, 18.571, // 1750
  18.841, 19.105, 19.363, 19.615, 19.859, 20.096, 20.324, 20.543, 20.752, 20.951, // 1760
  21.139, 21.315, 21.479, 21.631, 21.769, 21.892, 22.002, 22.095, 22.173, 22.235, // 1770
  22.279, 22.305, 22.313, 22.302, 22.272, 22.221, 22.149, 22.056, 21.94, 21.802, // 1780
  21.641, 21.455, 21.245, 21.01, 20.748, 20.461, 20.146, 19.804, 19.433, 19.033, // 1790
  18.605, 18.148, 17.676, 17.203, 16.746, 16.319, 15.937, 15.615, 15.368, 15.211, // 1800
  15.159, 15.221, 15.375, 15.593, 15.849, 16.113, 16.358, 16.557, 16.682, 16.704, // 1810
  16.596, 16.338, 15.946, 15.442, 14.848, 14.188, 13.484, 12.759, 12.036, 11.338, // 1820
  10.686, 10.101, 9.584, 9.132, 8.743, 8.415, 8.146, 7.933, 7.774, 7.666, // 1830
  7.608, 7.596, 7.63, 7.706, 7.823, 7.979, 8.171, 8.398, 8.658, 8.949, // 1840
  9.267, 9.606, 9.926, 10.183, 10.333, 10.33, 10.151, 9.851, 9.508, 9.197, // 1850
  8.997, 8.949, 8.967, 8.931, 8.722, 8.22, 7.346, 6.189, 4.882, 3.554, // 1860
  2.336, 1.331, 0.524, -0.131, -0.676, -1.155, -1.607, -2.039, -2.453, -2.852, // 1870
  -3.237, -3.604, -3.932, -4.194, -4.363, -4.411, -4.327, -4.166, -3.996, -3.885, // 1880
  -3.903, -4.093, -4.39, -4.706, -4.951, -5.033, -4.882, -4.491, -3.871, -3.034, // 1890
  -1.99, -0.759, 0.608, 2.049, 3.505, 4.913, 6.232, 7.479, 8.689, 9.896, // 1900
  11.135, 12.428, 13.748, 15.056, 16.311, 17.474, 18.515, 19.436, 20.251, 20.972, // 1910
  21.613, 22.183, 22.685, 23.119, 23.485, 23.785, 24.02, 24.194, 24.314, 24.386, // 1920
  24.415, 24.409, 24.374, 24.316, 24.243, 24.162, 24.083, 24.036, 24.055, 24.173, // 1930
  24.426, 24.83, 25.347, 25.925, 26.511, 27.05, 27.505, 27.892, 28.239, 28.575, // 1940
  28.932, 29.322, 29.699, 30.181, 30.623, 31.071, 31.351, 31.681, 32.181, 32.681, // 1950
  33.151, 33.591, 34.001, 34.471, 35.031, 35.732, 36.542, 37.432, 38.292, 39.202, // 1960
  40.182, 41.172, 42.232, 43.372, 44.486, 45.478, 46.459, 47.523, 48.536, 49.588, // 1970
  50.54, 51.382, 52.168, 52.958, 53.789, 54.344, 54.872, 55.323, 55.82, 56.301, // 1980
  56.856, 57.566, 58.31, 59.123, 59.986, 60.787, 61.63, 62.296, 62.967, 63.468, // 1990
  63.829, 64.091, 64.3, 64.474, 64.574, 64.688, 64.846, 65.147, 65.458, 65.777, // 2000
  66.07, 66.325, 66.603, 66.907, 67.281, 67.644, 68.103, 68.593, 68.968, 69.22, // 2010
  69.361, 69.359, 69.294, 69.183, 69.1, 69, 68.9, 68.8, 68.8, // 2020
];
const TABLE_END = TABLE_START + TABLE.length - 1;

/** The Stephenson-Morrison-Hohenkerk 2016 extrapolation, seconds. */
function extrapolated(year: number): number {
  const b = year - 2000;
  return (121 / 30_000_000) * b * b * b + (b * b) / 1250 + (521 / 3000) * b + 64;
}

/** ΔT in seconds for a year counted as the Swiss Ephemeris counts it. */
export function deltaTForYear(year: number): number {
  if (year >= TABLE_END) {
    if (year >= 2500) {
      const c = (year - 2000) / 100;
      return 32.5 * c * c + 42.5;
    }
    let value = extrapolated(year);
    if (year < TABLE_END + 100) {
      // Fade out the gap between the table's last value and the formula over a century.
      value += (extrapolated(TABLE_END) - TABLE[TABLE.length - 1]!) * (year - (TABLE_END + 100)) * 0.01;
    }
    return value;
  }
  // Cubic (Lagrange) through the four nearest tabulated years (shifted inwards at the ends).
  const at = year - TABLE_START;
  const i = Math.min(Math.max(Math.floor(at) - 1, 0), TABLE.length - 4);
  const x = at - i;
  const [y0, y1, y2, y3] = [TABLE[i]!, TABLE[i + 1]!, TABLE[i + 2]!, TABLE[i + 3]!];
  return (
    (-y0 * (x - 1) * (x - 2) * (x - 3)) / 6 +
    (y1 * x * (x - 2) * (x - 3)) / 2 -
    (y2 * x * (x - 1) * (x - 3)) / 2 +
    (y3 * x * (x - 1) * (x - 2)) / 6
  );
}

/** Days per year in the Swiss Ephemeris' year count for ΔT. */
const YEAR_DAYS = 365.2425;

/**
 * ΔT in seconds for astronomy-engine: `ut` is days since 2000-01-01 12:00 UT (J2000, the same
 * origin the Swiss Ephemeris counts its years from).
 */
export function deltaTSwissEphemeris(ut: number): number {
  const year = 2000 + ut / YEAR_DAYS;
  if (year < TABLE_START) return Astronomy.DeltaT_EspenakMeeus(ut);
  return deltaTForYear(year);
}
