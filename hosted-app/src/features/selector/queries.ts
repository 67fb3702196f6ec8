import type { RecommendationAnswer, RecommendationBody } from '@stillpoint/api/contract';
import { MutationObserver, mutationOptions } from '@tanstack/react-query';
import { apiJson } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';

/** POST /api/recommendations/personal (core-app.md §7); a failure is "Failed to get recommendation" (§8). */
export const recommendationMutation = mutationOptions({
  mutationFn: async (body: RecommendationBody) => {
    try {
      return await apiJson<RecommendationAnswer>('POST', '/api/recommendations/personal', body);
    } catch (error) {
      throw new Error('Failed to get recommendation', { cause: error });
    }
  },
});

/** Asks for a recommendation outside React: the mood grid is on the first screen, react-query is not (it loads with the tile's flow). */
export const askRecommendation = (body: RecommendationBody): Promise<RecommendationAnswer> => new MutationObserver(queryClient, recommendationMutation).mutate(body);
