/**
 * The Sun's and the Moon's geocentric positions and their rotation to the true equator of date, astronomy-engine's own
 * computations (its `GeoVector` of the Sun and of the Moon, `Rotation_EQJ_EQD` and `RotateVector`) done operation for
 * operation as the engine does them, so every value is the same double (test/calendar/astronomy/geocentric.test.ts
 * compares them bit for bit), without the engine's allocations: its lunar series builds an object, an array and a
 * closure per term and arrays per call, its VSOP series destructures every term, and bundled with esbuild's
 * `keepNames` (tsx, wrangler) each of the lunar series' inner functions is named again on every call. The interpolated
 * tracks (sky-tracks.ts) take these at every node (the Moon every 3 hours, the Sun every 12): through the engine, most
 * of the CPU of a point's times (point-sky.ts).
 *
 * Ported from astronomy-engine 2.1.19 (package-lock.json), esm/astronomy.js: `CalcMoon` (Montenbruck & Pfleger's
 * lunar series), `GeoMoon`, `mean_obliq`, `obl_ecl2equ_vec`, `precession_rot`, `iau2000b`, `e_tilt`, `nutation_rot`,
 * `CombineRotation`, `RotateVector`, `VsopFormula`, `CalcVsop` with the Earth's VSOP87 terms, `BackdatePosition` and
 * `CorrectLightTravel`. MIT License, Copyright (c) 2019-2023 Don Cross <cosinekitty@gmail.com>
 * (https://github.com/cosinekitty/astronomy). A change of the engine's version that changes a value fails that test.
 */

const PI2 = 2 * Math.PI;
/** Arcseconds per radian. */
const ARC = 3600 * (180 / Math.PI);
/** Radians per arcsecond (the engine's `ASEC2RAD`, 4.848136811095359935899141e-6, as the double it reads). */
const ASEC2RAD = 4.84813681109536e-6;
/** Radians per degree (the engine's `DEG2RAD`, 0.017453292519943296, as the double it reads). */
const DEG2RAD = 0.017453292519943295;
const KM_PER_AU = 1.4959787069098932e8;
const EARTH_EQUATORIAL_RADIUS_AU = 6378.1366 / KM_PER_AU;

function frac(x: number): number {
  return x - Math.floor(x);
}

function sine(phi: number): number {
  return Math.sin(PI2 * phi);
}

/**
 * The periodic terms of the longitude, distance, latitude and parallax: per term its four coefficients (`AddSol`'s
 * coeffl, coeffs, coeffg, coeffp) and its four multiples of l, l′, F and D.
 */
// prettier-ignore
const SOLAR_TERMS = [
  13.9020, 14.0600, -0.0010, 0.2607, 0, 0, 0, 4,
  0.4030, -4.0100, 0.3940, 0.0023, 0, 0, 0, 3,
  2369.9120, 2373.3600, 0.6010, 28.2333, 0, 0, 0, 2,
  -125.1540, -112.7900, -0.7250, -0.9781, 0, 0, 0, 1,
  1.9790, 6.9800, -0.4450, 0.0433, 1, 0, 0, 4,
  191.9530, 192.7200, 0.0290, 3.0861, 1, 0, 0, 2,
  -8.4660, -13.5100, 0.4550, -0.1093, 1, 0, 0, 1,
  22639.5000, 22609.0700, 0.0790, 186.5398, 1, 0, 0, 0,
  18.6090, 3.5900, -0.0940, 0.0118, 1, 0, 0, -1,
  -4586.4650, -4578.1300, -0.0770, 34.3117, 1, 0, 0, -2,
  3.2150, 5.4400, 0.1920, -0.0386, 1, 0, 0, -3,
  -38.4280, -38.6400, 0.0010, 0.6008, 1, 0, 0, -4,
  -0.3930, -1.4300, -0.0920, 0.0086, 1, 0, 0, -6,
  -0.2890, -1.5900, 0.1230, -0.0053, 0, 1, 0, 4,
  -24.4200, -25.1000, 0.0400, -0.3000, 0, 1, 0, 2,
  18.0230, 17.9300, 0.0070, 0.1494, 0, 1, 0, 1,
  -668.1460, -126.9800, -1.3020, -0.3997, 0, 1, 0, 0,
  0.5600, 0.3200, -0.0010, -0.0037, 0, 1, 0, -1,
  -165.1450, -165.0600, 0.0540, 1.9178, 0, 1, 0, -2,
  -1.8770, -6.4600, -0.4160, 0.0339, 0, 1, 0, -4,
  0.2130, 1.0200, -0.0740, 0.0054, 2, 0, 0, 4,
  14.3870, 14.7800, -0.0170, 0.2833, 2, 0, 0, 2,
  -0.5860, -1.2000, 0.0540, -0.0100, 2, 0, 0, 1,
  769.0160, 767.9600, 0.1070, 10.1657, 2, 0, 0, 0,
  1.7500, 2.0100, -0.0180, 0.0155, 2, 0, 0, -1,
  -211.6560, -152.5300, 5.6790, -0.3039, 2, 0, 0, -2,
  1.2250, 0.9100, -0.0300, -0.0088, 2, 0, 0, -3,
  -30.7730, -34.0700, -0.3080, 0.3722, 2, 0, 0, -4,
  -0.5700, -1.4000, -0.0740, 0.0109, 2, 0, 0, -6,
  -2.9210, -11.7500, 0.7870, -0.0484, 1, 1, 0, 2,
  1.2670, 1.5200, -0.0220, 0.0164, 1, 1, 0, 1,
  -109.6730, -115.1800, 0.4610, -0.9490, 1, 1, 0, 0,
  -205.9620, -182.3600, 2.0560, 1.4437, 1, 1, 0, -2,
  0.2330, 0.3600, 0.0120, -0.0025, 1, 1, 0, -3,
  -4.3910, -9.6600, -0.4710, 0.0673, 1, 1, 0, -4,
  0.2830, 1.5300, -0.1110, 0.0060, 1, -1, 0, 4,
  14.5770, 31.7000, -1.5400, 0.2302, 1, -1, 0, 2,
  147.6870, 138.7600, 0.6790, 1.1528, 1, -1, 0, 0,
  -1.0890, 0.5500, 0.0210, 0.0000, 1, -1, 0, -1,
  28.4750, 23.5900, -0.4430, -0.2257, 1, -1, 0, -2,
  -0.2760, -0.3800, -0.0060, -0.0036, 1, -1, 0, -3,
  0.6360, 2.2700, 0.1460, -0.0102, 1, -1, 0, -4,
  -0.1890, -1.6800, 0.1310, -0.0028, 0, 2, 0, 2,
  -7.4860, -0.6600, -0.0370, -0.0086, 0, 2, 0, 0,
  -8.0960, -16.3500, -0.7400, 0.0918, 0, 2, 0, -2,
  -5.7410, -0.0400, 0.0000, -0.0009, 0, 0, 2, 2,
  0.2550, 0.0000, 0.0000, 0.0000, 0, 0, 2, 1,
  -411.6080, -0.2000, 0.0000, -0.0124, 0, 0, 2, 0,
  0.5840, 0.8400, 0.0000, 0.0071, 0, 0, 2, -1,
  -55.1730, -52.1400, 0.0000, -0.1052, 0, 0, 2, -2,
  0.2540, 0.2500, 0.0000, -0.0017, 0, 0, 2, -3,
  0.0250, -1.6700, 0.0000, 0.0031, 0, 0, 2, -4,
  1.0600, 2.9600, -0.1660, 0.0243, 3, 0, 0, 2,
  36.1240, 50.6400, -1.3000, 0.6215, 3, 0, 0, 0,
  -13.1930, -16.4000, 0.2580, -0.1187, 3, 0, 0, -2,
  -1.1870, -0.7400, 0.0420, 0.0074, 3, 0, 0, -4,
  -0.2930, -0.3100, -0.0020, 0.0046, 3, 0, 0, -6,
  -0.2900, -1.4500, 0.1160, -0.0051, 2, 1, 0, 2,
  -7.6490, -10.5600, 0.2590, -0.1038, 2, 1, 0, 0,
  -8.6270, -7.5900, 0.0780, -0.0192, 2, 1, 0, -2,
  -2.7400, -2.5400, 0.0220, 0.0324, 2, 1, 0, -4,
  1.1810, 3.3200, -0.2120, 0.0213, 2, -1, 0, 2,
  9.7030, 11.6700, -0.1510, 0.1268, 2, -1, 0, 0,
  -0.3520, -0.3700, 0.0010, -0.0028, 2, -1, 0, -1,
  -2.4940, -1.1700, -0.0030, -0.0017, 2, -1, 0, -2,
  0.3600, 0.2000, -0.0120, -0.0043, 2, -1, 0, -4,
  -1.1670, -1.2500, 0.0080, -0.0106, 1, 2, 0, 0,
  -7.4120, -6.1200, 0.1170, 0.0484, 1, 2, 0, -2,
  -0.3110, -0.6500, -0.0320, 0.0044, 1, 2, 0, -4,
  0.7570, 1.8200, -0.1050, 0.0112, 1, -2, 0, 2,
  2.5800, 2.3200, 0.0270, 0.0196, 1, -2, 0, 0,
  2.5330, 2.4000, -0.0140, -0.0212, 1, -2, 0, -2,
  -0.3440, -0.5700, -0.0250, 0.0036, 0, 3, 0, -2,
  -0.9920, -0.0200, 0.0000, 0.0000, 1, 0, 2, 2,
  -45.0990, -0.0200, 0.0000, -0.0010, 1, 0, 2, 0,
  -0.1790, -9.5200, 0.0000, -0.0833, 1, 0, 2, -2,
  -0.3010, -0.3300, 0.0000, 0.0014, 1, 0, 2, -4,
  -6.3820, -3.3700, 0.0000, -0.0481, 1, 0, -2, 2,
  39.5280, 85.1300, 0.0000, -0.7136, 1, 0, -2, 0,
  9.3660, 0.7100, 0.0000, -0.0112, 1, 0, -2, -2,
  0.2020, 0.0200, 0.0000, 0.0000, 1, 0, -2, -4,
  0.4150, 0.1000, 0.0000, 0.0013, 0, 1, 2, 0,
  -2.1520, -2.2600, 0.0000, -0.0066, 0, 1, 2, -2,
  -1.4400, -1.3000, 0.0000, 0.0014, 0, 1, -2, 2,
  0.3840, -0.0400, 0.0000, 0.0000, 0, 1, -2, -2,
  1.9380, 3.6000, -0.1450, 0.0401, 4, 0, 0, 0,
  -0.9520, -1.5800, 0.0520, -0.0130, 4, 0, 0, -2,
  -0.5510, -0.9400, 0.0320, -0.0097, 3, 1, 0, 0,
  -0.4820, -0.5700, 0.0050, -0.0045, 3, 1, 0, -2,
  0.6810, 0.9600, -0.0260, 0.0115, 3, -1, 0, 0,
  -0.2970, -0.2700, 0.0020, -0.0009, 2, 2, 0, -2,
  0.2540, 0.2100, -0.0030, 0.0000, 2, -2, 0, -2,
  -0.2500, -0.2200, 0.0040, 0.0014, 1, 3, 0, -2,
  -3.9960, 0.0000, 0.0000, 0.0004, 2, 0, 2, 0,
  0.5570, -0.7500, 0.0000, -0.0090, 2, 0, 2, -2,
  -0.4590, -0.3800, 0.0000, -0.0053, 2, 0, -2, 2,
  -1.2980, 0.7400, 0.0000, 0.0004, 2, 0, -2, 0,
  0.5380, 1.1400, 0.0000, -0.0141, 2, 0, -2, -2,
  0.2630, 0.0200, 0.0000, 0.0000, 1, 1, 2, 0,
  0.4260, 0.0700, 0.0000, -0.0006, 1, 1, -2, -2,
  -0.3040, 0.0300, 0.0000, 0.0003, 1, -1, 2, 0,
  -0.3720, -0.1900, 0.0000, -0.0027, 1, -1, -2, 2,
  0.4180, 0.0000, 0.0000, 0.0000, 0, 0, 4, 0,
  -0.3300, -0.0400, 0.0000, 0.0000, 3, 0, 2, 0,
];

/** The terms of N (the latitude's `ADDN`): per term its coefficient and its four multiples of l, l′, F and D. */
// prettier-ignore
const N_TERMS = [
  -526.069, 0, 0, 1, -2,
  -3.352, 0, 0, 1, -4,
  +44.297, +1, 0, 1, -2,
  -6.000, +1, 0, 1, -4,
  +20.599, -1, 0, 1, 0,
  -30.598, -1, 0, 1, -2,
  -24.649, -2, 0, 1, 0,
  -2.000, -2, 0, 1, -2,
  -22.571, 0, +1, 1, -2,
  +10.985, 0, -1, 1, -2,
];

/** cos and sin of the multiples −6…6 of each of the four arguments (index (multiple + 6) × 5 + argument, 1…4); the unused stay 0. */
const co = new Float64Array(13 * 5);
const si = new Float64Array(13 * 5);

/** Where a term's multiples are in `co` and `si` (−1 for a multiple 0: no factor), per term of `terms` (stride `stride`, the multiples last). */
function factorsOf(terms: readonly number[], stride: number): Int32Array {
  const count = terms.length / stride;
  const at = new Int32Array(count * 4);
  for (let i = 0; i < count; i++)
    for (let k = 1; k <= 4; k++) {
      const n = terms[i * stride + stride - 4 + k - 1]!;
      at[i * 4 + k - 1] = n === 0 ? -1 : (n + 6) * 5 + k;
    }
  return at;
}

/** The coefficients of each term of `terms` (stride `stride`, the first `count` of each). */
function coefficientsOf(terms: readonly number[], stride: number, count: number): Float64Array {
  return Float64Array.from({ length: (terms.length / stride) * count }, (_, i) => terms[Math.floor(i / count) * stride + (i % count)]!);
}

const SOLAR_FACTORS = factorsOf(SOLAR_TERMS, 8);
const SOLAR_COEFFICIENTS = coefficientsOf(SOLAR_TERMS, 8, 4);
const N_FACTORS = factorsOf(N_TERMS, 5);
const N_COEFFICIENTS = coefficientsOf(N_TERMS, 5, 1);

/** The cosine and sine of the last {@link term}. */
const termXY = new Float64Array(2);

/** `CalcMoon`'s `Term(p, q, r, s)`: cos and sin of p·l + q·l′ + r·F + s·D (its factors at `factors[i … i + 3]`), into termXY. */
function term(factors: Int32Array, i: number): void {
  let x = 1;
  let y = 0;
  for (let k = i; k < i + 4; k++) {
    const at = factors[k]!;
    if (at >= 0) {
      const c2 = co[at]!;
      const s2 = si[at]!;
      const c = x * c2 - y * s2;
      y = y * c2 + x * s2;
      x = c;
    }
  }
  termXY[0] = x;
  termXY[1] = y;
}

/** Fills `co` and `si` for argument `k` (1…4): cos and sin of its multiples 0…`max`, scaled by `fac`, and their negatives. */
function multiples(k: number, arg: number, max: number, fac: number): void {
  co[6 * 5 + k] = 1;
  co[7 * 5 + k] = Math.cos(arg) * fac;
  si[6 * 5 + k] = 0;
  si[7 * 5 + k] = Math.sin(arg) * fac;
  const c1 = co[7 * 5 + k]!;
  const s1 = si[7 * 5 + k]!;
  for (let j = 2; j <= max; j++) {
    const c = co[(j + 5) * 5 + k]!;
    const s = si[(j + 5) * 5 + k]!;
    co[(j + 6) * 5 + k] = c * c1 - s * s1;
    si[(j + 6) * 5 + k] = s * c1 + c * s1;
  }
  for (let j = 1; j <= max; j++) {
    co[(6 - j) * 5 + k] = co[(j + 6) * 5 + k]!;
    si[(6 - j) * 5 + k] = -si[(j + 6) * 5 + k]!;
  }
}

/**
 * The Moon's geocentric position, J2000 mean equator (EQJ), AU: astronomy-engine's `GeoMoon` to the bit.
 * @param tt Terrestrial Time, days since J2000 (an engine `AstroTime`'s `tt`: the project's ΔT).
 * @param out receives x, y, z at `offset` … `offset` + 2.
 */
export function geoMoonInto(tt: number, out: Float64Array, offset: number): void {
  // CalcMoon: the ecliptic longitude and latitude of date and the distance.
  const T = tt / 36525;
  const T2 = T * T;
  let DLAM = 0;
  let DS = 0;
  let GAM1C = 0;
  let SINPI = 3422.7;
  const S1 = sine(0.19833 + 0.05611 * T);
  const S2 = sine(0.27869 + 0.04508 * T);
  const S3 = sine(0.16827 - 0.36903 * T);
  const S4 = sine(0.34734 - 5.37261 * T);
  const S5 = sine(0.10498 - 5.37899 * T);
  const S6 = sine(0.42681 - 0.41855 * T);
  const S7 = sine(0.14943 - 5.37511 * T);
  const DL0 = 0.84 * S1 + 0.31 * S2 + 14.27 * S3 + 7.26 * S4 + 0.28 * S5 + 0.24 * S6;
  const DL = 2.94 * S1 + 0.31 * S2 + 14.27 * S3 + 9.34 * S4 + 1.12 * S5 + 0.83 * S6;
  const DLS = -6.4 * S1 - 1.89 * S6;
  const DF = 0.21 * S1 + 0.31 * S2 + 14.27 * S3 - 88.7 * S4 - 15.3 * S5 + 0.24 * S6 - 1.86 * S7;
  const DD = DL0 - DLS;
  const DGAM = -3332e-9 * sine(0.59734 - 5.37261 * T) - 539e-9 * sine(0.35498 - 5.37899 * T) - 64e-9 * sine(0.39943 - 5.37511 * T);
  const L0 = PI2 * frac(0.60643382 + 1336.85522467 * T - 0.00000313 * T2) + DL0 / ARC;
  const L = PI2 * frac(0.37489701 + 1325.55240982 * T + 0.00002565 * T2) + DL / ARC;
  const LS = PI2 * frac(0.99312619 + 99.99735956 * T - 0.00000044 * T2) + DLS / ARC;
  const F = PI2 * frac(0.25909118 + 1342.2278298 * T - 0.00000892 * T2) + DF / ARC;
  const D = PI2 * frac(0.82736186 + 1236.85308708 * T - 0.00000397 * T2) + DD / ARC;
  multiples(1, L, 4, 1.000002208);
  multiples(2, LS, 3, 0.997504612 - 0.002495388 * T);
  multiples(3, F, 4, 1.000002708 + 139.978 * DGAM);
  multiples(4, D, 6, 1.0);
  for (let i = 0; i < SOLAR_COEFFICIENTS.length; i += 4) {
    term(SOLAR_FACTORS, i);
    const x = termXY[0]!;
    const y = termXY[1]!;
    DLAM += SOLAR_COEFFICIENTS[i]! * y;
    DS += SOLAR_COEFFICIENTS[i + 1]! * y;
    GAM1C += SOLAR_COEFFICIENTS[i + 2]! * x;
    SINPI += SOLAR_COEFFICIENTS[i + 3]! * x;
  }
  let N = 0;
  for (let i = 0; i < N_COEFFICIENTS.length; i++) {
    term(N_FACTORS, i * 4);
    N += N_COEFFICIENTS[i]! * termXY[1]!;
  }
  DLAM +=
    0.82 * sine(0.7736 - 62.5512 * T) +
    0.31 * sine(0.0466 - 125.1025 * T) +
    0.35 * sine(0.5785 - 25.1042 * T) +
    0.66 * sine(0.4591 + 1335.8075 * T) +
    0.64 * sine(0.313 - 91.568 * T) +
    1.14 * sine(0.148 + 1331.2898 * T) +
    0.21 * sine(0.5918 + 1056.5859 * T) +
    0.44 * sine(0.5784 + 1322.8595 * T) +
    0.24 * sine(0.2275 - 5.7374 * T) +
    0.28 * sine(0.2965 + 2.6929 * T) +
    0.33 * sine(0.3132 + 6.3368 * T);
  const S = F + DS / ARC;
  const latSeconds = (1.000002708 + 139.978 * DGAM) * (18518.511 + 1.189 + GAM1C) * Math.sin(S) - 6.24 * Math.sin(3 * S) + N;
  const lon = PI2 * frac((L0 + DLAM / ARC) / PI2);
  const lat = (Math.PI / (180 * 3600)) * latSeconds;
  const distance = (ARC * EARTH_EQUATORIAL_RADIUS_AU) / (0.999953253 * SINPI);

  // GeoMoon: ecliptic → mean equator of date (mean_obliq, obl_ecl2equ_vec) → J2000 (precession_rot, Into2000).
  const distCosLat = distance * Math.cos(lat);
  const e0 = distCosLat * Math.cos(lon);
  const e1 = distCosLat * Math.sin(lon);
  const e2 = distance * Math.sin(lat);
  const obl = meanObliquityDeg(tt) * DEG2RAD;
  const cosObl = Math.cos(obl);
  const sinObl = Math.sin(obl);
  const v0 = e0;
  const v1 = e1 * cosObl - e2 * sinObl;
  const v2 = e1 * sinObl + e2 * cosObl;
  precession(tt);
  const m = precessionMatrix;
  // rotate() by the Into2000 matrix [[xx, yx, zx], [xy, yy, zy], [xz, yz, zz]].
  out[offset] = m[XX]! * v0 + m[XY]! * v1 + m[XZ]! * v2;
  out[offset + 1] = m[YX]! * v0 + m[YY]! * v1 + m[YZ]! * v2;
  out[offset + 2] = m[ZX]! * v0 + m[ZY]! * v1 + m[ZZ]! * v2;
}

/** `mean_obliq`: the mean obliquity of the ecliptic, degrees, at TT `tt`. */
function meanObliquityDeg(tt: number): number {
  const t = tt / 36525;
  const asec = ((((-0.0000000434 * t - 0.000000576) * t + 0.0020034) * t - 0.0001831) * t - 46.836769) * t + 84381.406;
  return asec / 3600.0;
}

/** Where `precession_rot`'s xx … zz are in {@link precessionMatrix}. */
const [XX, YX, ZX, XY, YY, ZY, XZ, YZ, ZZ] = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** `precession_rot`'s xx … zz at TT {@link precessionTt}. */
const precessionMatrix = new Float64Array(9);
let precessionTt = NaN;

/** Fills {@link precessionMatrix} for TT `tt` (`precession_rot`'s terms; unchanged when `tt` is the last one's). */
function precession(tt: number): void {
  if (tt === precessionTt) return;
  precessionTt = tt;
  const t = tt / 36525;
  let eps0 = 84381.406;
  let psia = ((((-0.0000000951 * t + 0.000132851) * t - 0.00114045) * t - 1.0790069) * t + 5038.481507) * t;
  let omegaa = ((((+0.0000003337 * t - 0.000000467) * t - 0.00772503) * t + 0.0512623) * t - 0.025754) * t + eps0;
  let chia = ((((-0.000000056 * t + 0.000170663) * t - 0.00121197) * t - 2.3814292) * t + 10.556403) * t;
  eps0 *= ASEC2RAD;
  psia *= ASEC2RAD;
  omegaa *= ASEC2RAD;
  chia *= ASEC2RAD;
  const sa = Math.sin(eps0);
  const ca = Math.cos(eps0);
  const sb = Math.sin(-psia);
  const cb = Math.cos(-psia);
  const sc = Math.sin(-omegaa);
  const cc = Math.cos(-omegaa);
  const sd = Math.sin(chia);
  const cd = Math.cos(chia);
  const m = precessionMatrix;
  m[XX] = cd * cb - sb * sd * cc;
  m[YX] = cd * sb * ca + sd * cc * cb * ca - sa * sd * sc;
  m[ZX] = cd * sb * sa + sd * cc * cb * sa + ca * sd * sc;
  m[XY] = -sd * cb - sb * cd * cc;
  m[YY] = -sd * sb * ca + cd * cc * cb * ca - sa * cd * sc;
  m[ZY] = -sd * sb * sa + cd * cc * cb * sa + ca * cd * sc;
  m[XZ] = sb * sc;
  m[YZ] = -sc * cb * ca - sa * cc;
  m[ZZ] = -sc * cb * sa + cc * ca;
}

/** `iau2000b`'s `mod`: arcseconds reduced to a turn, in radians. */
function turnRadians(x: number): number {
  return (x % 1296000) * ASEC2RAD;
}

/**
 * A J2000 mean equator (EQJ) vector rotated to the true equator of date (EQD) at TT `tt`, as
 * `RotateVector(Rotation_EQJ_EQD(time), v)` does: the precession and the nutation (IAU 2000B, `e_tilt`, `nutation_rot`)
 * combined by `CombineRotation`, then applied, each sum in the engine's order.
 * @param v the EQJ vector, read at 0 … 2.
 * @param out receives the EQD vector at `offset` … `offset` + 2.
 */
export function equatorOfDateInto(tt: number, v: Float64Array, out: Float64Array, offset: number): void {
  // iau2000b
  const t = tt / 36525;
  const elp = turnRadians(1287104.79305 + t * 129596581.0481);
  const f = turnRadians(335779.526232 + t * 1739527262.8478);
  const d = turnRadians(1072260.70369 + t * 1602961601.209);
  const om = turnRadians(450160.398036 - t * 6962890.5431);
  let sarg = Math.sin(om);
  let carg = Math.cos(om);
  let dp = (-172064161.0 - 174666.0 * t) * sarg + 33386.0 * carg;
  let de = (92052331.0 + 9086.0 * t) * carg + 15377.0 * sarg;
  let arg = 2.0 * (f - d + om);
  sarg = Math.sin(arg);
  carg = Math.cos(arg);
  dp += (-13170906.0 - 1675.0 * t) * sarg - 13696.0 * carg;
  de += (5730336.0 - 3015.0 * t) * carg - 4587.0 * sarg;
  arg = 2.0 * (f + om);
  sarg = Math.sin(arg);
  carg = Math.cos(arg);
  dp += (-2276413.0 - 234.0 * t) * sarg + 2796.0 * carg;
  de += (978459.0 - 485.0 * t) * carg + 1374.0 * sarg;
  arg = 2.0 * om;
  sarg = Math.sin(arg);
  carg = Math.cos(arg);
  dp += (2074554.0 + 207.0 * t) * sarg - 698.0 * carg;
  de += (-897492.0 + 470.0 * t) * carg - 291.0 * sarg;
  sarg = Math.sin(elp);
  carg = Math.cos(elp);
  dp += (1475877.0 - 3633.0 * t) * sarg + 11817.0 * carg;
  de += (73871.0 - 184.0 * t) * carg - 1924.0 * sarg;
  const dpsi = -0.000135 + dp * 1.0e-7;
  const deps = +0.000388 + de * 1.0e-7;
  rotateToDate(tt, dpsi, deps, v, out, offset);
}

/**
 * {@link equatorOfDateInto}'s rotation: the nutation (`e_tilt`, `nutation_rot` From2000) of `dpsi` and `deps`
 * (arcseconds) and the precession at TT `tt`, combined by `CombineRotation` and applied to `v`, each sum in the
 * engine's order.
 */
function rotateToDate(tt: number, dpsi: number, deps: number, v: Float64Array, out: Float64Array, offset: number): void {
  const meanOb = meanObliquityDeg(tt);
  const trueOb = meanOb + deps / 3600;
  const oblm = meanOb * DEG2RAD;
  const oblt = trueOb * DEG2RAD;
  const psi = dpsi * ASEC2RAD;
  const cobm = Math.cos(oblm);
  const sobm = Math.sin(oblm);
  const cobt = Math.cos(oblt);
  const sobt = Math.sin(oblt);
  const cpsi = Math.cos(psi);
  const spsi = Math.sin(psi);
  // b = nutation From2000: b[0] = [xx, xy, xz], b[1] = [yx, yy, yz], b[2] = [zx, zy, zz] of nutation_rot's terms.
  const b00 = cpsi;
  const b01 = spsi * cobt;
  const b02 = spsi * sobt;
  const b10 = -spsi * cobm;
  const b11 = cpsi * cobm * cobt + sobm * sobt;
  const b12 = cpsi * cobm * sobt - sobm * cobt;
  const b20 = -spsi * sobm;
  const b21 = cpsi * sobm * cobt - cobm * sobt;
  const b22 = cpsi * sobm * sobt + cobm * cobt;
  // a = precession From2000: a[0] = [xx, xy, xz], a[1] = [yx, yy, yz], a[2] = [zx, zy, zz].
  precession(tt);
  const m = precessionMatrix;
  const a00 = m[XX]!;
  const a01 = m[XY]!;
  const a02 = m[XZ]!;
  const a10 = m[YX]!;
  const a11 = m[YY]!;
  const a12 = m[YZ]!;
  const a20 = m[ZX]!;
  const a21 = m[ZY]!;
  const a22 = m[ZZ]!;
  // CombineRotation(a, b): c[i][j] = b[0][j]·a[i][0] + b[1][j]·a[i][1] + b[2][j]·a[i][2].
  const c00 = b00 * a00 + b10 * a01 + b20 * a02;
  const c01 = b01 * a00 + b11 * a01 + b21 * a02;
  const c02 = b02 * a00 + b12 * a01 + b22 * a02;
  const c10 = b00 * a10 + b10 * a11 + b20 * a12;
  const c11 = b01 * a10 + b11 * a11 + b21 * a12;
  const c12 = b02 * a10 + b12 * a11 + b22 * a12;
  const c20 = b00 * a20 + b10 * a21 + b20 * a22;
  const c21 = b01 * a20 + b11 * a21 + b21 * a22;
  const c22 = b02 * a20 + b12 * a21 + b22 * a22;
  // RotateVector(c, v): out[j] = c[0][j]·x + c[1][j]·y + c[2][j]·z.
  const x = v[0]!;
  const y = v[1]!;
  const z = v[2]!;
  out[offset] = c00 * x + c10 * y + c20 * z;
  out[offset + 1] = c01 * x + c11 * y + c21 * z;
  out[offset + 2] = c02 * x + c12 * y + c22 * z;
}

/** The Earth's heliocentric VSOP87 series as astronomy-engine truncates them (its `vsop.Earth`), in its order. */
// prettier-ignore
const EARTH_VSOP: readonly (readonly (readonly number[])[])[] = [
  // longitude: the series of t⁰, t¹, t² (amplitude, phase, frequency per term)
  [
    [
      1.75347045673, 0.00000000000, 0.00000000000,
      0.03341656453, 4.66925680415, 6283.07584999140,
      0.00034894275, 4.62610242189, 12566.15169998280,
      0.00003417572, 2.82886579754, 3.52311834900,
      0.00003497056, 2.74411783405, 5753.38488489680,
      0.00003135899, 3.62767041756, 77713.77146812050,
      0.00002676218, 4.41808345438, 7860.41939243920,
      0.00002342691, 6.13516214446, 3930.20969621960,
      0.00001273165, 2.03709657878, 529.69096509460,
      0.00001324294, 0.74246341673, 11506.76976979360,
      0.00000901854, 2.04505446477, 26.29831979980,
      0.00001199167, 1.10962946234, 1577.34354244780,
      0.00000857223, 3.50849152283, 398.14900340820,
      0.00000779786, 1.17882681962, 5223.69391980220,
      0.00000990250, 5.23268072088, 5884.92684658320,
      0.00000753141, 2.53339052847, 5507.55323866740,
      0.00000505267, 4.58292599973, 18849.22754997420,
      0.00000492392, 4.20505711826, 775.52261132400,
      0.00000356672, 2.91954114478, 0.06731030280,
      0.00000284125, 1.89869240932, 796.29800681640,
      0.00000242879, 0.34481445893, 5486.77784317500,
      0.00000317087, 5.84901948512, 11790.62908865880,
      0.00000271112, 0.31486255375, 10977.07880469900,
      0.00000206217, 4.80646631478, 2544.31441988340,
      0.00000205478, 1.86953770281, 5573.14280143310,
      0.00000202318, 2.45767790232, 6069.77675455340,
      0.00000126225, 1.08295459501, 20.77539549240,
      0.00000155516, 0.83306084617, 213.29909543800,
    ],
    [
      6283.07584999140, 0.00000000000, 0.00000000000,
      0.00206058863, 2.67823455808, 6283.07584999140,
      0.00004303419, 2.63512233481, 12566.15169998280,
    ],
    [
      0.00008721859, 1.07253635559, 6283.07584999140,
    ],
  ],
  // latitude: the series of t⁰, t¹, t² (amplitude, phase, frequency per term)
  [
    [],
    [
      0.00227777722, 3.41376620530, 6283.07584999140,
      0.00003805678, 3.37063423795, 12566.15169998280,
    ],
  ],
  // radius: the series of t⁰, t¹, t² (amplitude, phase, frequency per term)
  [
    [
      1.00013988784, 0.00000000000, 0.00000000000,
      0.01670699632, 3.09846350258, 6283.07584999140,
      0.00013956024, 3.05524609456, 12566.15169998280,
      0.00003083720, 5.19846674381, 77713.77146812050,
      0.00001628463, 1.17387558054, 5753.38488489680,
      0.00001575572, 2.84685214877, 7860.41939243920,
      0.00000924799, 5.45292236722, 11506.76976979360,
      0.00000542439, 4.56409151453, 3930.20969621960,
      0.00000472110, 3.66100022149, 5884.92684658320,
      0.00000085831, 1.27079125277, 161000.68573767410,
      0.00000057056, 2.01374292245, 83996.84731811189,
      0.00000055736, 5.24159799170, 71430.69561812909,
      0.00000174844, 3.01193636733, 18849.22754997420,
      0.00000243181, 4.27349530790, 11790.62908865880,
    ],
    [
      0.00103018607, 1.10748968172, 6283.07584999140,
      0.00001721238, 1.06442300386, 12566.15169998280,
    ],
    [
      0.00004359385, 5.78455133808, 6283.07584999140,
    ],
  ],
];

/** Days per Julian millennium: the VSOP time unit. */
const DAYS_PER_MILLENNIUM = 365250;
/** The speed of light, AU per day (astronomy-engine's `C_AUDAY`). */
const C_AUDAY = 173.1446326846693;

/** `VsopFormula`: one coordinate of a VSOP series at `t` millennia, the longitude's terms reduced to a turn (`clamp`). */
function vsopFormula(formula: readonly (readonly number[])[], t: number, clamp: boolean): number {
  let tpower = 1;
  let coord = 0;
  for (const series of formula) {
    let sum = 0;
    for (let i = 0; i < series.length; i += 3) sum += series[i]! * Math.cos(series[i + 1]! + t * series[i + 2]!);
    let incr = tpower * sum;
    if (clamp) incr %= PI2;
    coord += incr;
    tpower *= t;
  }
  return coord;
}

/** `CalcVsop` of the Earth at TT `tt`: its heliocentric position, J2000 mean equator (EQJ), AU, into `out` 0 … 2. */
function earthInto(tt: number, out: Float64Array): void {
  const t = tt / DAYS_PER_MILLENNIUM;
  const lon = vsopFormula(EARTH_VSOP[0]!, t, true);
  const lat = vsopFormula(EARTH_VSOP[1]!, t, false);
  const rad = vsopFormula(EARTH_VSOP[2]!, t, false);
  // VsopSphereToRect, then VsopRotate (the VSOP ecliptic to EQJ).
  const rCosLat = rad * Math.cos(lat);
  const e0 = rCosLat * Math.cos(lon);
  const e1 = rCosLat * Math.sin(lon);
  const e2 = rad * Math.sin(lat);
  out[0] = e0 + 0.00000044036 * e1 - 0.000000190919 * e2;
  out[1] = -0.000000479966 * e0 + 0.917482137087 * e1 - 0.397776982902 * e2;
  out[2] = 0.397776982902 * e1 + 0.917482137087 * e2;
}

/** Scratch: the Earth's heliocentric position. */
const earth = new Float64Array(3);

/**
 * The Sun's geocentric position with the light time and the aberration, J2000 mean equator (EQJ), AU: the engine's
 * `GeoVector(Body.Sun, time, true)` to the bit (`BackdatePosition` from the Earth: the Earth's position backdated by the
 * light time until it moves the instant by under 1e-9 day).
 * @param time the instant: UT and TT, days since J2000 (an engine `AstroTime`).
 * @param ttOfUt the TT of a UT (the engine's `MakeTime(ut).tt`: its ΔT, the project's).
 * @param out receives x, y, z at `offset` … `offset` + 2.
 * @throws Error as the engine when the light time does not converge (it always does for the Sun).
 */
export function geoSunInto(
  time: { readonly ut: number; readonly tt: number },
  ttOfUt: (ut: number) => number,
  out: Float64Array,
  offset: number,
): void {
  let ltimeTt = time.tt;
  for (let iteration = 0; iteration < 10; iteration++) {
    earthInto(ltimeTt, earth);
    // The Sun's heliocentric position is 0: the target less the observer.
    const x = 0 - earth[0]!;
    const y = 0 - earth[1]!;
    const z = 0 - earth[2]!;
    const lt = Math.hypot(x, y, z) / C_AUDAY;
    const tt2 = ttOfUt(time.ut + -lt);
    if (Math.abs(tt2 - ltimeTt) < 1.0e-9) {
      out[offset] = x;
      out[offset + 1] = y;
      out[offset + 2] = z;
      return;
    }
    ltimeTt = tt2;
  }
  throw new Error("the Sun's light time did not converge");
}
