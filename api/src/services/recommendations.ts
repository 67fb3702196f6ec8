import { describeErrors, parseRecommendationRequest, recommend } from '@stillpoint/sdk/catalog';
import { InvalidInputError } from '../errors';
import type { ServiceDeps } from './deps';
import { completionRates } from './sessionLog';

/**
 * The catalog's recommender, personalised by what this user finishes: their completion rate per
 * technique (latest 100 log entries) tips the choice towards practices they complete.
 */
export async function personalRecommendation(deps: ServiceDeps, userId: string, body: unknown) {
  const request = parseRecommendationRequest(body);
  if (!request.ok) throw new InvalidInputError(describeErrors(request.errors));
  const completionRate = await completionRates(deps, userId);
  return recommend(request.value, { completionRate });
}
