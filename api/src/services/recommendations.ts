import { describeErrors, parseRecommendationRequest, recommend } from '@stillpoint/sdk/catalog';
import { badRequest } from '../http/errors';
import type { ServiceContext } from './context';
import { completionRates } from './sessionLog';

/**
 * The catalog's recommender, personalised by what this user finishes: their completion rate per
 * technique (latest 100 log entries) tips the choice towards practices they complete.
 */
export async function personalRecommendation(ctx: ServiceContext, userId: string, body: unknown) {
  const request = parseRecommendationRequest(body);
  if (!request.ok) throw badRequest(describeErrors(request.errors));
  const completionRate = await completionRates(ctx, userId);
  return recommend(request.value, { completionRate });
}
