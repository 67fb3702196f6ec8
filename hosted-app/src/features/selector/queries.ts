import type { RecommendationAnswer, RecommendationBody } from '@stillpoint/api/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../lib/apiRequest';

/** POST /api/recommendations/personal (core-app.md §7); a failure is "Failed to get recommendation" (§8). */
export function useRecommendation() {
  return useMutation({
    mutationFn: async (body: RecommendationBody) => {
      try {
        return await apiJson<RecommendationAnswer>('POST', '/api/recommendations/personal', body);
      } catch (error) {
        throw new Error('Failed to get recommendation', { cause: error });
      }
    },
  });
}
