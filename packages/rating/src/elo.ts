/**
 * The Elo scale: P(i beats j) = 1 / (1 + 10^((Rj − Ri)/400)), i.e. a logistic curve in
 * `ELO_LOGIT · (Ri − Rj)`. The fit works in logit units and reports Elo.
 */

/** ln(10)/400: one Elo point in logit units. */
export const ELO_LOGIT = Math.LN10 / 400;

/** The logistic function 1 / (1 + e^(−z)). */
export function logistic(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** log(logistic(z)), accurate for large |z|. */
export function logLogistic(z: number): number {
  return z >= 0 ? -Math.log1p(Math.exp(-z)) : z - Math.log1p(Math.exp(z));
}

/** The probability that a bot rated `ratingA` beats one rated `ratingB` (draws counted as ½). */
export function expectedScore(ratingA: number, ratingB: number): number {
  return logistic(ELO_LOGIT * (ratingA - ratingB));
}
