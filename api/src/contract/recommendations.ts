import type { Recommendation, RecommendationRequest } from '@stillpoint/sdk/catalog';

/**
 * POST /api/recommendations/personal: the request is the catalog's recommendationRequestSchema (the
 * API parses with it), the answer the catalog recommender's, with the session's config.
 */
export type RecommendationBody = RecommendationRequest;
export type RecommendationAnswer = Recommendation;
